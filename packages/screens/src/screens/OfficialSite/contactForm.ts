/** The official site's contact form (spec 5): what the borrower typed. */
export interface ContactValues {
  name: string;
  email: string;
  message: string;
}

export type ContactField = keyof ContactValues;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', message: '' };

/**
 * What is wrong with the form: `incomplete` (a field is empty or only spaces: "Please provide complete
 * information!"), else `email` (not an e-mail address), else nothing. `fields` are the fields to fix, in
 * the form's order (the first gets focus).
 */
export type ContactCheck =
  | { problem: 'incomplete' | 'email'; fields: readonly ContactField[] }
  | { problem: null; fields: readonly [] };

const ORDER: readonly ContactField[] = ['name', 'email', 'message'];

/** One @, no spaces, a dot-separated domain whose parts are not empty (name@example.co.id). */
const EMAIL = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/;

export function checkContact(values: ContactValues): ContactCheck {
  const empty = ORDER.filter((field) => values[field].trim() === '');
  if (empty.length > 0) return { problem: 'incomplete', fields: empty };
  if (!EMAIL.test(values.email.trim())) return { problem: 'email', fields: ['email'] };
  return { problem: null, fields: [] };
}

/** What the borrower's mail app opens with: the company's address, a subject and a body. */
export interface ContactMail {
  to: string;
  subject: string;
  body: string;
}

/** RFC 6068 wants CRLF line ends in a mailto body; mail apps show them as new lines. */
const crlf = (text: string) => text.replace(/\r\n|\r|\n/g, '\r\n');

/**
 * A `mailto:` address that opens the borrower's mail app with the message ready to send (RFC 6068):
 * every part percent-encoded as UTF-8 (spaces as %20, never +; `&`, `?`, `#` and `%` kept as text), the
 * `@` of the address kept readable.
 */
export function contactMailto({ to, subject, body }: ContactMail): string {
  const address = encodeURIComponent(to.trim()).replace(/%40/g, '@');
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(crlf(body))}`;
}
