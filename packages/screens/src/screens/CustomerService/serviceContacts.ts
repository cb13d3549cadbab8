/** What the customer service page shows: the contact as the server sent it, with the app's fallbacks. */
export interface ServiceContacts {
  /** The number to call: the server's, else the configured service phone; empty: no call button. */
  phone: string;
  /** The address to write to, as the server sent it (trimmed); empty: no e-mail card. */
  email: string;
}

/**
 * The contact to show: the server's phone, else the configured service phone (as the extension page
 * does); the server's e-mail. Missing or blank values count as none.
 */
export function serviceContacts(
  server: { phone?: string | null; email?: string | null } | null | undefined,
  configuredPhone?: string | null,
): ServiceContacts {
  const phone = (server?.phone ?? '').trim() || (configuredPhone ?? '').trim();
  return { phone, email: (server?.email ?? '').trim() };
}

// A plain address only: no spaces, no `?`/`&`/`#`/`%` (a `mailto:` query could add recipients or a body),
// a dotted domain.
const PLAIN_ADDRESS = /^[A-Za-z0-9._+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;

/**
 * The `mailto:` address for an e-mail from the server, or null when it is not a plain address (then the
 * page shows it as text only, so nothing unexpected opens in the mail app).
 */
export function mailtoHref(email: string): string | null {
  const address = email.trim();
  return PLAIN_ADDRESS.test(address) ? `mailto:${address}` : null;
}
