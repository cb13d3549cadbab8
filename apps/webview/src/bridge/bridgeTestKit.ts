// Fakes of the apps' hosts and of the window, for the bridges' tests.
import { vi, type Mock } from 'vitest';
import type { BridgeWindow, NativeBridge } from './NativeBridge';

export const ORIGIN = 'https://h5.example';

/** The contract with the apps, spelled out here on purpose so a renamed constant fails a test. */
export const ANDROID_METHODS = [
  'openPage',
  'closeWebView',
  'openPageWithParams',
  'goHome',
  'goMine',
  'logoutToLogin',
  'callPhone',
  'goRate',
  'track',
  'startBank',
  'endBank',
];
export const IOS_HANDLERS = ANDROID_METHODS;

export function fakeWindow(extra: object = {}, historyLength = 3) {
  const assign = vi.fn<(url: string) => void>();
  const back = vi.fn<() => void>();
  const win: BridgeWindow = {
    location: { origin: ORIGIN, assign },
    history: { length: historyLength, back },
    ...extra,
  };
  return { win, assign, back };
}

export function androidHost(impl?: () => void) {
  return Object.fromEntries(ANDROID_METHODS.map((name) => [name, vi.fn(impl)])) as Record<string, Mock>;
}

export function iosHandlers(impl?: () => void) {
  return Object.fromEntries(IOS_HANDLERS.map((name) => [name, { postMessage: vi.fn(impl) }])) as Record<
    string,
    { postMessage: Mock }
  >;
}

/** Table rows as objects, so test titles can name the host method. */
export function rows<T>(list: Array<[string, (bridge: NativeBridge) => unknown, string, T]>) {
  return list.map(([label, act, target, expected]) => ({ label, act, target, expected }));
}

/** Silences console.warn and console.info for a test (call in beforeEach); the spies say what was logged. */
export function silenceConsole() {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {}) as Mock;
  const info = vi.spyOn(console, 'info').mockImplementation(() => {}) as Mock;
  return { warn, info };
}
