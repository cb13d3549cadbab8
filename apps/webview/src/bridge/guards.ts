import { safeHttpUrl } from '@loan-h5/screens';

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * The absolute address to open, or null when it must not be opened. Allowed: absolute http(s) URLs
 * (`safeHttpUrl`) and paths on this site (`/loanDetails?x=1`), resolved against `origin` so the app
 * receives a full address. `javascript:`, `data:`, `//host` and `/\host` (which browsers read as
 * `//host`) are refused.
 */
export function openableUrl(url: unknown, origin: string | undefined): string | null {
  const absolute = safeHttpUrl(url);
  if (absolute) return absolute;
  if (typeof url !== 'string' || !origin || origin === 'null') return null;
  const path = url.trim();
  if (!path.startsWith('/') || hasControlCharacter(path)) return null;
  try {
    const resolved = new URL(path, origin);
    return resolved.origin === origin ? resolved.href : null;
  } catch {
    return null;
  }
}

/** The dialable form of a phone number: digits with an optional leading +, or null when there are too few. */
export function dialableNumber(number: unknown): string | null {
  if (typeof number !== 'string') return null;
  const text = number.trim();
  const digits = text.replace(/\D/g, '');
  if (digits.length < 3 || digits.length > 20) return null;
  return (text.startsWith('+') ? '+' : '') + digits;
}

/** `url` with `params` added to its query (later values replace earlier ones). */
export function withParams(url: string, params: Readonly<Record<string, string | number | boolean>>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, String(value));
  return target.href;
}

/** Whether `value` can carry properties (host objects may be functions). */
export function isObjectLike(value: unknown): value is Record<string, unknown> {
  return (typeof value === 'object' && value !== null) || typeof value === 'function';
}

/**
 * Runs one call to the host and says whether it went through. `find` returns the call, or null when
 * the host does not offer it. A missing or throwing host is reported on the console (never to the
 * borrower) unless `quiet`, as for tracking.
 */
export function deliver(action: string, find: () => (() => void) | null, quiet = false): boolean {
  try {
    const call = find();
    if (!call) {
      if (!quiet) console.warn(`[bridge] ${action}: not offered by the host`);
      return false;
    }
    call();
    return true;
  } catch (error) {
    if (!quiet) console.warn(`[bridge] ${action} failed`, error);
    return false;
  }
}

/** Logs a refused address or number and reports that nothing happened. */
export function refuse(action: string, value: unknown): false {
  console.warn(`[bridge] ${action} refused`, value);
  return false;
}

/** The page's origin, or undefined when it cannot be read. */
export function originOf(win: { readonly location: { readonly origin: string } }): string | undefined {
  try {
    return win.location.origin;
  } catch {
    return undefined;
  }
}
