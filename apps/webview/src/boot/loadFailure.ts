import { localeFromLangFlag, type Locale } from '@loan-h5/screens';
import { reloadPage } from '../lib/reloadPage';

/** What the entry dispatches on `window` when the app cannot start (core's copy did not arrive). */
export const APP_FAILED_TO_START = 'loan-h5:failed-to-start';

/**
 * core's words for a page that could not load (`error.title`, `error.description`, `error.network`,
 * `common.retry`, as `LoadFailedScreen` shows them), here because core's copy is what may have failed. A
 * test keeps them equal to core's.
 */
export const loadFailureText = {
  en: {
    title: 'Something went wrong',
    description: 'This page could not be shown. Please try again.',
    offline: 'Network error, please try again',
    retry: 'Try again',
  },
  id: {
    title: 'Terjadi kesalahan',
    description: 'Halaman ini tidak dapat ditampilkan. Silakan coba lagi.',
    offline: 'Jaringan bermasalah, silakan coba lagi',
    retry: 'Coba lagi',
  },
} satisfies Record<Locale, Record<string, string>>;

/** The theme's colours (its defaults, the tokens' own: the test holds them equal), without the theme's code. */
export const loadFailureColours = {
  page: '#f3f4f7',
  text: '#1b1f24',
  'text-muted': '#59616b',
  brand: '#2348c7',
  'on-brand': '#ffffff',
};

/**
 * index.html's start-up script: should the app's entry not arrive (its file or one it imports failed to
 * download), fail in its own files before anything is shown, or not start (it dispatches
 * `APP_FAILED_TO_START`), the borrower gets a message and a retry in their language instead of a blank
 * page. A reload fetches everything again; the session is kept (pageSession.ts). A webview too old for the
 * app is told what to update instead, by index.html's script before this one (outdatedBrowserNotice.js).
 */
export function watchAppStart(win: Window, reload: () => void = reloadPage): void {
  const fail = () =>
    showLoadFailure(
      win.document,
      localeFromLangFlag(new URLSearchParams(win.location.search).get('lang')),
      win.navigator.onLine,
      reload,
    );
  const ownFiles = `${win.location.origin}/assets/`;
  win.addEventListener(
    'error',
    (event) => {
      // A script's failed download does not bubble: caught on the way down. Only the entry is a module
      // script element; the pages' chunks are imported, and their failure is the route's retry.
      const target = event.target as Partial<HTMLScriptElement> | null;
      if (target?.tagName === 'SCRIPT' && target.type === 'module') fail();
      // An uncaught error from the app's own files (one arrived damaged and does not parse, or the entry
      // threw while it ran): as blank as a download that failed, while nothing is on screen. Once the app
      // shows, the message does not draw (the root is not empty).
      else if (event instanceof ErrorEvent && event.filename.startsWith(ownFiles)) fail();
    },
    true,
  );
  win.addEventListener(APP_FAILED_TO_START, fail);
}

/** The message, drawn with the DOM alone (React may be what failed), into the app's still empty root. */
export function showLoadFailure(doc: Document, locale: Locale, online: boolean, reload: () => void): void {
  const root = doc.getElementById('root');
  if (!root || root.hasChildNodes()) return;
  const text = loadFailureText[locale];
  const box = doc.createElement('div');
  box.setAttribute('role', 'alert');
  const heading = doc.createElement('h1');
  heading.textContent = online ? text.title : text.offline;
  box.append(heading);
  if (online) {
    const description = doc.createElement('p');
    description.textContent = text.description;
    Object.assign(description.style, { margin: '0 0 24px', color: loadFailureColours['text-muted'] });
    box.append(description);
  }
  const retry = doc.createElement('button');
  retry.type = 'button';
  retry.textContent = text.retry;
  retry.addEventListener('click', reload);
  box.append(retry);
  // CSSOM, not style attributes: the CSP allows these.
  Object.assign(box.style, {
    minHeight: '100dvh',
    padding: 'calc(32px + env(safe-area-inset-top)) 24px 32px',
    boxSizing: 'border-box',
    textAlign: 'center',
    font: '16px/1.5 system-ui, sans-serif',
    color: loadFailureColours.text,
    background: loadFailureColours.page,
  });
  Object.assign(heading.style, { fontSize: '18px', margin: '64px 0 8px' });
  Object.assign(retry.style, {
    minHeight: '44px',
    minWidth: '160px',
    marginTop: online ? '0' : '16px',
    border: '0',
    borderRadius: '999px',
    font: 'inherit',
    color: loadFailureColours['on-brand'],
    background: loadFailureColours.brand,
  });
  root.append(box);
  // The app's global style, with its margin, may be what did not arrive.
  doc.body.style.margin = '0';
  doc.documentElement.lang = locale;
  doc.title = heading.textContent;
}
