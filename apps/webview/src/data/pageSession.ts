import { PRIVATE_PARAMS, readPageContext, type PageContext } from '@loan-h5/api';

export const PAGE_SESSION_KEY = 'loanH5.pageSession';

/**
 * The device and session params the native app put in the URL, kept for a reload (session storage: a page
 * whose URL no longer shows them still works), then taken out of the visible URL; in that order, so a reload
 * between the two still finds them. Called as the first page is about to render, not while the entry runs:
 * with a token in the URL (the native app's open) this is the page's first use of storage, a synchronous call
 * to the browser that would lengthen the entry's task; till then the client holds the session read at start.
 */
export function keepPageSession(
  page: PageContext,
  win: Pick<Window, 'location' | 'history' | 'sessionStorage'> = window,
): void {
  try {
    win.sessionStorage.setItem(PAGE_SESSION_KEY, JSON.stringify(page));
  } catch {
    // Storage blocked or full: the URL stays the only copy, so it keeps the params and a reload still works.
    return;
  }
  const visible = withoutParams(win.location.href, PRIVATE_PARAMS);
  if (visible !== win.location.href) win.history.replaceState(win.history.state, '', visible);
}

/** The page's session as the URL and session storage hold it now, changing neither (the start-up script, the entry). */
export function readPageSession(win: Pick<Window, 'location' | 'sessionStorage'>): PageContext {
  return withStoredSession(readPageContext(win.location.search), () => readStoredSession(win));
}

/**
 * The URL's session wins; what it lacks comes from the stored one (same tab, after a reload). A URL with a
 * token is the whole session, so the stored one is read only without one: the page's first use of storage
 * is a synchronous call to the browser, 5–10 ms here at the moment the first reads are being sent.
 */
export function withStoredSession(fromUrl: PageContext, readStored: () => PageContext | null): PageContext {
  if (fromUrl.common.tok) return fromUrl;
  const stored = readStored();
  if (!stored) return fromUrl;
  return {
    common: { ...stored.common, ...fromUrl.common },
    ids: fromUrl.ids,
    headers: {
      spits: fromUrl.headers.spits || stored.headers.spits,
      beech: fromUrl.headers.beech || stored.headers.beech,
      swift: fromUrl.headers.swift || stored.headers.swift,
      eyes: fromUrl.headers.eyes || stored.headers.eyes,
    },
  };
}

function readStoredSession(win: Pick<Window, 'sessionStorage'>): PageContext | null {
  try {
    // Inside the try: reading `sessionStorage` itself throws where storage is blocked.
    const raw = win.sessionStorage.getItem(PAGE_SESSION_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as unknown;
    // Only a well-formed record is trusted; anything else starts a fresh session.
    const search = new URLSearchParams();
    if (parsed && typeof parsed === 'object') {
      const { common, headers } = parsed as { common?: unknown; headers?: unknown };
      for (const group of [common, headers]) {
        if (group && typeof group === 'object') {
          for (const [k, v] of Object.entries(group)) if (typeof v === 'string') search.set(k, v);
        }
      }
    }
    return readPageContext(`?${search.toString()}`);
  } catch {
    return null;
  }
}

/** The same URL without the named query params (the hash stays). */
export function withoutParams(href: string, names: readonly string[]): string {
  const url = new URL(href);
  let changed = false;
  for (const name of names) {
    if (url.searchParams.has(name)) {
      url.searchParams.delete(name);
      changed = true;
    }
  }
  return changed ? url.toString() : href;
}
