// One borrower's journey: a fresh phone-sized browser context inside the fake Android app, with every API
// request the page makes on record and screenshots of the key moments.
import path from 'node:path';
import type { Browser, BrowserContext, Page, Request } from 'playwright';
import { DEFAULT_CONFIG, type Endpoint } from '@loan-h5/api';
import { installFakeNativeApp } from './fakeNativeApp';
import { SCREENSHOT_DIR } from './screenshots';

/** A phone as the borrowers have it: 360x740 CSS pixels at 2x, touch. */
export const PHONE = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
} as const;

/** One API request the page made (answered by the MSW service worker in the demo app). */
export interface ApiRequest {
  method: string;
  /** The URL's path, e.g. `/gateway/v3/loan-confirm/loan-detail-push`. */
  path: string;
  /** Query and form body together (the body wins), as the mock backend reads them. */
  params: Record<string, string>;
  /** When the browser started it (ms since the epoch, the browser's clock); known once it was answered. */
  readonly startedAt: number;
  request: Request;
}

/** The path an endpoint is called on with the demo app's runtime configuration. */
export function endpointPath(endpoint: Pick<Endpoint, 'base' | 'path'>): string {
  return (endpoint.base === 'general' ? DEFAULT_CONFIG.generalBase : '') + endpoint.path;
}

function paramsOf(request: Request): Record<string, string> {
  const url = new URL(request.url());
  const params = Object.fromEntries(url.searchParams);
  const type = request.headers()['content-type'] ?? '';
  const body = request.postData();
  if (body !== null && type.includes('application/x-www-form-urlencoded')) {
    Object.assign(params, Object.fromEntries(new URLSearchParams(body)));
  }
  return params;
}

export interface Journey {
  context: BrowserContext;
  page: Page;
  /** Every fetch the page made, oldest first (also those the service worker answered). */
  requests: ApiRequest[];
  /** Uncaught errors in the page: a journey ends with none. */
  pageErrors: string[];
  /** The requests to one endpoint. */
  requestsTo(endpoint: Pick<Endpoint, 'base' | 'path'>): ApiRequest[];
  /** A 360x740 screenshot into SCREENSHOT_DIR, named after the journey and the moment. */
  screenshot(moment: string): Promise<void>;
  close(): Promise<void>;
}

/** Opens a fresh context (no storage, no service worker yet) with the fake Android app in it. */
export async function startJourney(browser: Browser, baseURL: string, name: string): Promise<Journey> {
  const context = await browser.newContext({ ...PHONE, baseURL });
  context.setDefaultTimeout(10_000);
  await installFakeNativeApp(context);
  const page = await context.newPage();
  const requests: ApiRequest[] = [];
  const pageErrors: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'fetch' && request.resourceType() !== 'xhr') return;
    requests.push({
      method: request.method(),
      path: new URL(request.url()).pathname,
      params: paramsOf(request),
      get startedAt() {
        return request.timing().startTime;
      },
      request,
    });
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  let shots = 0;
  return {
    context,
    page,
    requests,
    pageErrors,
    requestsTo: (endpoint) => requests.filter((r) => r.path === endpointPath(endpoint)),
    async screenshot(moment) {
      shots += 1;
      const file = `${name}-${String(shots).padStart(2, '0')}-${moment}.png`;
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, file), scale: 'css', animations: 'disabled' });
    },
    close: () => context.close(),
  };
}
