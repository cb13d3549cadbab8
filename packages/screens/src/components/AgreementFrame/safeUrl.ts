/**
 * Server-given links are opened only when they are plain web addresses. Everything else
 * (javascript:, data:, blob:, file:, protocol-relative //host, relative paths, user:pass@host) is refused.
 */

/** C0 controls and DEL: browsers drop tabs and newlines from URLs, the classic way to hide "javascript:". */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

const HTTP_PREFIX = /^https?:\/\//i;

/** The normalised address when `url` is an absolute http(s) URL that is safe to load, otherwise null. */
export function safeHttpUrl(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const text = url.trim();
  if (!HTTP_PREFIX.test(text) || hasControlCharacter(text)) return null;
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (!parsed.hostname) return null;
  // "https://bank.example@evil.example" shows one host and opens another.
  if (parsed.username || parsed.password) return null;
  return parsed.href;
}

/** Whether `url` is an absolute http(s) URL that is safe to load in a frame. */
export function isSafeHttpUrl(url: unknown): url is string {
  return safeHttpUrl(url) !== null;
}
