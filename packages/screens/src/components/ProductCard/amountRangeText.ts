// A currency sign and the space after it: 'Rp ', 'Rs. ', 'Rs ', '₹ ', 'IDR ', 'INR '.
const CURRENCY_SPACE = /(^|[\s(~–-])(Rp\.?|Rs\.?|₹|IDR|INR)\s+(?=[\d-])/gi;

/**
 * A range like 'Rp 500.000 - Rp 5.000.000' with each currency sign held to its number by a no-break
 * space, so a narrow card wraps at the dash and never leaves 'Rp' alone at a line's end.
 */
export function amountRangeText(text: string): string {
  return text.replace(CURRENCY_SPACE, (_m, lead: string, sign: string) => `${lead}${sign}\u00a0`);
}
