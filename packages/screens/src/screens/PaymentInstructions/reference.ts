/** The longest reference number we show (payment providers' references are far shorter). */
export const REFERENCE_MAX = 40;

/**
 * The reference number from the page's address, or null when there is none to pay with: empty, longer
 * than REFERENCE_MAX, or with characters no reference has (spaces inside, markup, control characters).
 * Letters, digits and dashes are kept as given.
 */
export function referenceNumber(raw: string | null | undefined): string | null {
  const text = (raw ?? '').trim();
  if (text.length === 0 || text.length > REFERENCE_MAX) return null;
  return /^[A-Za-z0-9-]+$/.test(text) ? text : null;
}
