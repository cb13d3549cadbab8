// What every journey file shares: one Chromium (started by globalSetup), a journey per test, and after each
// one its page closed and checked for uncaught errors.
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { chromium, type Browser } from 'playwright';
import { startJourney, type Journey } from './journey';

/** The calls that load a page in the webview. */
export const OPENING = ['openPage', 'openPageWithParams'];

export { png } from './phonePhoto';

/**
 * Registers the file's hooks and returns `begin(name)`: a fresh 360x740 touch phone context inside the fake
 * Android app, closed after the test, which fails on any uncaught page error.
 */
export function registerJourneys(): (name: string) => Promise<Journey> {
  const baseURL = inject('e2eBaseUrl');
  let browser: Browser;
  let journey: Journey | undefined;
  beforeAll(async () => {
    browser = await chromium.connect(inject('e2eBrowserWsEndpoint'));
  });
  afterAll(async () => {
    await browser.close();
  });
  afterEach(async () => {
    const ended = journey;
    journey = undefined;
    if (!ended) return;
    await ended.close();
    expect(ended.pageErrors, 'uncaught errors in the page').toEqual([]);
  });
  return async (name) => {
    journey = await startJourney(browser, baseURL, name);
    return journey;
  };
}
