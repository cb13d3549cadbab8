// The Android app, faked: before any page script runs, `window.LoanH5Android` is injected (so the app picks
// its Android bridge, apps/webview/src/bridge/detectBridge.ts) and every call is recorded. Like the real
// app, openPage and openPageWithParams load the address in the webview, so a journey goes on across pages.
import type { BrowserContext, Page } from 'playwright';
import { ANDROID_INTERFACE, BRIDGE_CALLS } from '../src/bridge/bridgeNames';

/** One call the page made to the app: the Android method and its (string) arguments. */
export interface NativeCall {
  method: string;
  args: string[];
  /** `Date.now()` in the page when the call was made. */
  at: number;
  /** Whether the app loaded the address in the webview (same-origin addresses only). */
  opened?: string;
}

/** Calls are kept in the tab's session storage, so they survive the page loads the app makes. */
const STORAGE_KEY = 'loanH5.e2e.nativeCalls';

interface FakeOptions {
  name: string;
  methods: string[];
  storageKey: string;
}

/**
 * Runs in the page (serialised by Playwright): it may use only its argument and the page's globals.
 * The top frame only: agreement frames are sandboxed and the app never calls the bridge from them.
 */
function fakeAndroidApp({ name, methods, storageKey }: FakeOptions) {
  if (window.top !== window) return;
  const read = (): unknown[] => {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(parsed) ? parsed : [];
  };
  /** The same-origin address the webview loads, with params in its query; null for anything else. */
  const pageAddress = (url: string, paramsJson?: string): string | null => {
    let target: URL;
    try {
      target = new URL(url, window.location.href);
    } catch {
      return null;
    }
    if (target.origin !== window.location.origin) return null;
    const params: unknown = paramsJson === undefined ? {} : JSON.parse(paramsJson);
    if (params && typeof params === 'object') {
      for (const [key, value] of Object.entries(params)) target.searchParams.set(key, String(value));
    }
    return target.href;
  };
  const host: Record<string, (...args: unknown[]) => void> = {};
  for (const method of methods) {
    host[method] = (...args: unknown[]) => {
      const strings = args.map(String);
      const opens = method === 'openPage' || method === 'openPageWithParams';
      const opened = opens ? pageAddress(strings[0] ?? '', strings[1]) : null;
      const call = { method, args: strings, at: Date.now(), ...(opened ? { opened } : {}) };
      sessionStorage.setItem(storageKey, JSON.stringify([...read(), call]));
      // The app loads the page after the call returns, as a native webview does.
      if (opened) setTimeout(() => window.location.assign(opened), 0);
    };
  }
  Object.defineProperty(window, name, { value: host, configurable: true });
}

/** Every page of `context` runs inside the fake Android app. */
export async function installFakeNativeApp(context: BrowserContext): Promise<void> {
  const methods = Object.values(BRIDGE_CALLS).map((call) => call.android);
  await context.addInitScript(fakeAndroidApp, { name: ANDROID_INTERFACE, methods, storageKey: STORAGE_KEY });
}

/** What the page has asked of the app so far in this tab, oldest first. */
export async function nativeCalls(page: Page): Promise<NativeCall[]> {
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as NativeCall[], STORAGE_KEY);
}

/** The calls of one Android method. */
export async function nativeCallsOf(page: Page, method: string): Promise<NativeCall[]> {
  return (await nativeCalls(page)).filter((call) => call.method === method);
}
