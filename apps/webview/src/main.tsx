import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createApiClient, DEFAULT_TIMEOUT_MS } from '@loan-h5/api';
import { localeFromLangFlag, marketForLocale } from '@loan-h5/screens';
import { CopyProvider } from './copy/CopyContext';
import firstPageCopy from 'virtual:loan-h5/first-page-copy';
import { createCopyStore } from './copy/copyStore';
import { AppRoutes } from './routes/router';
import { prefetchFirstReads } from './routes/firstReads';
import { preloadPage } from './routes/mountedRoutes';
import { AppShell } from './shell/AppShell';
import { BridgeProvider } from './bridge/BridgeContext';
import { detectBridge } from './bridge/detectBridge';
import { ApiProvider } from './data/ApiContext';
import { ForgetPrefetchedReads } from './data/ForgetPrefetchedReads';
import { EndFirstRender, openFirstRender } from './data/firstRender';
import { DemoBackendProvider, type DemoBackend } from './data/DemoBackend';
import { keepPageSession, readPageSession } from './data/pageSession';
import { takeFirstReadsSentAhead } from './boot/sendFirstReadsAhead';
import { trackedClient } from './data/trackedClient';
import { atMost } from './lib/atMost';
import { APP_FAILED_TO_START } from './boot/loadFailure';

/**
 * The demo backend's `timeScale` (`?mock=chaos:7,timeScale:0.1`): the client's timeout shrinks with the
 * mock's delays, so a fault schedule runs in seconds. Always 1 in production.
 */
let timeScale = 1;

/** The demo app (`npm run app`, the demo build) answers from the mock backend; production never loads it. */
async function startMockBackend(): Promise<DemoBackend | null> {
  if (import.meta.env.VITE_LOAN_H5_MOCKS !== 'on') return null;
  const { startMockWorker } = await import('@loan-h5/api/mocks/browser');
  const started = await startMockWorker();
  timeScale = started.timeScale;
  return { smsCode: started.store.smsCode, captchaText: started.store.captchaText, reset: started.reset };
}

const locale = localeFromLangFlag(new URLSearchParams(window.location.search).get('lang'));
document.documentElement.lang = locale;
// Both apps register their bridge before the page loads, so it is chosen once, here.
const bridge = detectBridge(window);
// Only the language on screen is downloaded, and only the parts the opened page shows (the first page's
// with core, in one file: firstPageCopy.ts).
const copy = createCopyStore(locale, undefined, firstPageCopy[locale]);
// The opened page's code and copy, preloaded beside the entry (index.html), are usually in by the time the
// entry has run: the first render waits for them, so the page draws at once, with no fallback frame first.
const firstPage = preloadPage(window.location.pathname, copy);
// The device and session params, read now (kept and taken out of the visible URL as the page first renders:
// keepPageSession). Amounts in replies and addresses are read as the page's market writes them (the language
// flag picks the market).
const page = readPageSession(window);
const client = trackedClient(
  createApiClient({
    page,
    market: marketForLocale(locale),
    timeoutMs: () => DEFAULT_TIMEOUT_MS * timeScale,
    // The production page sent its first reads from index.html, before this code arrived: the page's own
    // calls take those replies.
    sentAhead: takeFirstReadsSentAhead(window),
  }),
);
const demoBackend = startMockBackend();
// The demo app (and the dev server) sends the page's first reads now, beside its code and copy, once its
// mock backend listens; production has sent them already.
if (import.meta.env.VITE_LOAN_H5_MOCKS === 'on' || import.meta.env.DEV)
  void demoBackend.then(() => prefetchFirstReads(client, window.location.pathname, window.location.search));

/**
 * How long the first render waits, once the page's code and copy are in, for the replies of its first reads
 * still on their way: a reply this close behind is drawn in the first frame (`firstRender`) rather than a
 * skeleton frame just before it. A slower one gets the skeleton, as before.
 */
const FIRST_READS_WAIT_MS = 100;

const appStarts = Promise.all([copy.load(['core']), demoBackend, firstPage]).then(async ([, demoBackend]) => {
  await atMost(client.prefetchedIn(), FIRST_READS_WAIT_MS);
  // index.html's placeholder title gives way to each page's own (React puts it in <head>; the first
  // <title> in the document is the one browsers and the native top bar show).
  document.head.querySelector('title')?.remove();
  keepPageSession(page);
  const root = createRoot(document.getElementById('root')!);
  // A transition: React renders the first page in slices of a few milliseconds, not one task of hundreds on
  // a slow phone, so a tap meanwhile is not kept waiting. Nothing suspends (the page and its copy have
  // arrived), so it commits as soon as it is rendered: no fallback frame first.
  openFirstRender();
  startTransition(() =>
    root.render(
      <StrictMode>
        <BridgeProvider bridge={bridge}>
          <ApiProvider client={client}>
            <DemoBackendProvider backend={demoBackend}>
              <CopyProvider copy={copy}>
                <BrowserRouter>
                  <ForgetPrefetchedReads />
                  <AppShell>
                    <AppRoutes />
                  </AppShell>
                </BrowserRouter>
              </CopyProvider>
            </DemoBackendProvider>
          </ApiProvider>
        </BridgeProvider>
        <EndFirstRender />
      </StrictMode>,
    ),
  );
});
// core's copy (or the demo's mock backend) did not arrive: index.html's start-up script shows a message and a
// retry (boot/loadFailure.ts), not a blank page.
appStarts.catch(() => window.dispatchEvent(new Event(APP_FAILED_TO_START)));
