// The mock backend in a browser (the demo app and the test preview page): a service worker answers the
// API from one store. Imported only by the demo build's mock entry, never by the production app.
import { setupWorker, type SetupWorker } from 'msw/browser';
import { readRuntimeConfig } from '../config';
import { endpoints } from '../endpoints';
import { checkScenario, mockHandlers } from './index';
import { marketOfLang } from './market';
import { createMockStore, type MockStore } from './store';

/** The `mock` query param of a page URL (`?mock=orderStatus:174,slow:loan-details`). */
export const mockParamOf = (search: string): string => new URLSearchParams(search).get('mock') ?? '';

/** Path prefixes that belong to the API: the general base segment and each root endpoint's first segment. */
export function apiPrefixes(generalBase: string): string[] {
  const prefixes = new Set<string>();
  if (generalBase) prefixes.add(`${generalBase}/`);
  for (const ep of Object.values(endpoints)) {
    const first = ep.path.split('/')[1];
    if (ep.base === 'root' && first) prefixes.add(`/${first}/`);
  }
  return [...prefixes];
}

export interface MockWorker {
  worker: SetupWorker;
  /** The store answering: QA and the test preview page read the SMS code and captcha text from it. */
  store: MockStore;
}

export interface StartMockWorkerOptions {
  /** Where the worker script is served (the app's public folder). */
  serviceWorkerUrl?: string;
  store?: MockStore;
}

/**
 * Starts the mock backend for this page. Scenario items that cannot be read are reported with
 * console.warn and left out, so a typo in `?mock=` still opens the page.
 */
export async function startMockWorker(
  scenario: string = mockParamOf(globalThis.location?.search ?? ''),
  options: StartMockWorkerOptions = {},
): Promise<MockWorker> {
  const checked = checkScenario(scenario);
  for (const problem of checked.problems) console.warn(`[mock backend] ignored ${problem}`);
  const store =
    options.store ??
    createMockStore({ market: marketOfLang(new URLSearchParams(globalThis.location?.search).get('lang')) });
  const { generalBase } = readRuntimeConfig();
  const worker = setupWorker(...mockHandlers({ scenario: { ...checked, problems: [] }, store, generalBase }));
  const prefixes = apiPrefixes(generalBase);
  await worker.start({
    quiet: true,
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
    // Assets, modules and pages pass through silently; an API call the mock does not know is a warning.
    onUnhandledRequest(request, print) {
      const { pathname } = new URL(request.url);
      if (prefixes.some((prefix) => pathname.startsWith(prefix))) print.warning();
    },
  });
  console.info(
    `[mock backend] market ${store.market}; SMS code ${store.smsCode}; captcha ${store.captchaText}` +
      (scenario ? `; scenario ${scenario}` : ''),
  );
  return { worker, store };
}
