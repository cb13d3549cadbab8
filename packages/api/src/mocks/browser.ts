// The mock backend in a browser (the demo app): a service worker answers the API from one store, kept in
// sessionStorage with its scenario so both survive the page loads a flow makes (a test-page link, opening
// lendDetailsUrl, the reload after filing a complaint). Imported only by the demo build, never by the
// production app.
import { setupWorker, type SetupWorker } from 'msw/browser';
import { readRuntimeConfig } from '../config';
import { checkScenario, mockHandlers } from './index';
import { marketOfLang } from './market';
import { apiPrefixes, isApiPath, scenarioOfPage } from './paths';
import { createMockStore, type MockStore } from './store';
import { chaosInFlight } from './chaosReply';
import type { ChaosEvent, MockEffect } from './effects';
import { ignoreWorkerUpdateRace } from './workerUpdateRace';

export { apiPrefixes, isApiPath, mockParamOf, scenarioOfPage } from './paths';

export interface MockWorker {
  worker: SetupWorker;
  /** The store answering: QA and the test preview page read the SMS code and captcha text from it. */
  store: MockStore;
  /** Starts the backend over from its seed (and forgets the kept state). */
  reset(): void;
  /** The scenario's `timeScale` (1 without one): the app scales its client's timeout by it. */
  timeScale: number;
}

/** What the demo app shows a runner (scripts/chaos.mjs) on `window.loanH5MockRecord()`. */
export interface MockRecord {
  scenario: string;
  /** Every market's effects, oldest first. */
  effects: Array<MockEffect & { market: string }>;
  /** The faults the chaos schedule gave so far. */
  faults: Array<ChaosEvent & { market: string }>;
  /** Faulted (or chaos-scheduled) requests of this page still being answered. */
  inFlight: number;
}

/** The record of a store (both markets). */
export function mockRecordOf(store: MockStore, scenario: string): MockRecord {
  const markets = (['IN', 'ID'] as const).map((m) => store.for(m));
  return {
    scenario,
    effects: markets.flatMap((db) => db.effects.map((e) => ({ ...e, market: db.market }))),
    faults: markets.flatMap((db) => db.chaosLog.map((e) => ({ ...e, market: db.market }))),
    inFlight: chaosInFlight(),
  };
}

export interface StartMockWorkerOptions {
  /** Where the worker script is served (the app's public folder). */
  serviceWorkerUrl?: string;
  store?: MockStore;
  /** Keep the state across page loads of this tab (default on). */
  persist?: boolean;
}

const STORAGE_KEY = 'loan-h5:mock-backend';

function readKept(): { scenario: string; snapshot: string } | null {
  try {
    const kept: unknown = JSON.parse(globalThis.sessionStorage?.getItem(STORAGE_KEY) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return null;
    const { scenario, snapshot } = kept as Record<string, unknown>;
    return typeof scenario === 'string' && typeof snapshot === 'string' ? { scenario, snapshot } : null;
  } catch {
    return null;
  }
}

function keep(scenario: string, store: MockStore) {
  try {
    globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify({ scenario, snapshot: store.snapshot() }));
  } catch {
    // Storage full or blocked (private mode): the backend still works, it just starts over on reload.
  }
}

/**
 * Starts the mock backend for this page. Scenario items that cannot be read are reported with
 * console.warn and left out, so a typo in `?mock=` still opens the page. By default the scenario is the
 * page's `?mock=`, or, on a page without one (the next page of a flow), the one this tab kept. The same
 * scenario on the next page load continues from the kept state; a different one starts over.
 */
export async function startMockWorker(
  scenarioText?: string,
  options: StartMockWorkerOptions = {},
): Promise<MockWorker> {
  const persist = options.persist ?? true;
  const kept = persist ? readKept() : null;
  const scenario = scenarioText ?? scenarioOfPage(globalThis.location?.search ?? '', kept?.scenario);
  const checked = checkScenario(scenario);
  for (const problem of checked.problems) console.warn(`[mock backend] ignored ${problem}`);
  const pageMarket = marketOfLang(new URLSearchParams(globalThis.location?.search ?? '').get('lang'));
  const store = options.store ?? createMockStore({ market: pageMarket });
  const { generalBase } = readRuntimeConfig();
  const handlers = mockHandlers({ scenario: { ...checked, problems: [] }, store, generalBase });

  if (kept && kept.scenario === scenario) store.restore(kept.snapshot);
  // The page's language picks the market, unless the scenario names one.
  const pickMarket = () => {
    store.market = checked.state.market ?? pageMarket ?? store.market;
  };
  pickMarket();
  // Kept now, not only after a reply: a page that calls nothing (the test page) still hands on its scenario.
  if (persist) keep(scenario, store);

  // Work done before a reply that is held back or lost is kept at once: a reload meanwhile must not undo it.
  if (persist) store.afterWork = () => keep(scenario, store);
  // The backend's own record, for the chaos runner (demo build only: this module never ships).
  Object.assign(globalThis, { loanH5MockRecord: () => mockRecordOf(store, scenario) });

  const worker = setupWorker(...handlers);
  if (persist) {
    worker.events.on('response:mocked', () => keep(scenario, store));
    // A reply the mock dropped on purpose (`network-error`, `lost-reply`) is no mocked response, but the
    // backend may have changed (a payment made before its reply was lost): kept all the same.
    worker.events.on('request:end', () => keep(scenario, store));
  }
  const prefixes = apiPrefixes(generalBase);
  const serviceWorkerUrl = options.serviceWorkerUrl ?? '/mockServiceWorker.js';
  ignoreWorkerUpdateRace(window, new URL(serviceWorkerUrl, window.location.href).href);
  await worker.start({
    quiet: true,
    serviceWorker: { url: serviceWorkerUrl },
    // Assets, modules and pages pass through silently; an API call the mock does not know is a warning.
    onUnhandledRequest(request, print) {
      if (isApiPath(request.url, prefixes)) print.warning();
    },
  });
  console.info(
    `[mock backend] market ${store.market}; SMS code ${store.smsCode}; captcha ${store.captchaText}` +
      (scenario ? `; scenario ${scenario}` : ''),
  );
  return {
    worker,
    store,
    timeScale: checked.timeScale ?? 1,
    reset() {
      store.reset();
      pickMarket();
      if (persist) keep(scenario, store);
    },
  };
}
