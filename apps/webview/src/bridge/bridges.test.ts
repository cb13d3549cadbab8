import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { androidBridge } from './androidBridge';
import { androidHost, fakeWindow, iosHandlers, silenceConsole } from './bridgeTestKit';
import { browserBridge } from './browserBridge';
import { iosBridge } from './iosBridge';
import type { BridgeWindow, NativeBridge } from './NativeBridge';

// Each bridge's calls to its host are in androidBridge.test.ts, iosBridge.test.ts and browserBridge.test.ts.

/** Every action, called with the same demo arguments. */
const EVERY_ACTION: Array<[string, (bridge: NativeBridge) => unknown]> = [
  ['openPage', (b) => b.openPage('/loanDetails')],
  ['close', (b) => b.close()],
  ['openPageWithParams', (b) => b.openPageWithParams('/loanDetails', { orderId: '9' })],
  ['goHome', (b) => b.goHome()],
  ['goMine', (b) => b.goMine()],
  ['logout', (b) => b.logout()],
  ['callPhone', (b) => b.callPhone('1500-888')],
  ['goRate', (b) => b.goRate()],
  ['track', (b) => b.track('test_preview_click', { page: 'testPreview' })],
  ['startBank', (b) => b.startBank()],
  ['endBank', (b) => b.endBank()],
];

const APP_ONLY_IN_BROWSER = ['goMine', 'logout', 'goRate', 'startBank', 'endBank'];

const UNSAFE_URLS = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example/login',
  '/\\evil.example/login',
  'https://h5.example@evil.example/',
];
let warn: Mock;
let info: Mock;
beforeEach(() => {
  ({ warn, info } = silenceConsole());
});
afterEach(() => vi.restoreAllMocks());

describe('no bridge ever throws', () => {
  const throwing = () => {
    throw new Error('host crashed');
  };
  const hostlessWindow = () => fakeWindow().win;
  const brokenWindow = () => {
    const { win } = fakeWindow({
      LoanH5Android: androidHost(throwing),
      webkit: { messageHandlers: iosHandlers(throwing) },
    });
    win.location.assign = throwing;
    win.history.back = throwing;
    return win;
  };
  const bridges: Array<[string, (win: BridgeWindow) => NativeBridge]> = [
    ['android', androidBridge],
    ['ios', iosBridge],
    ['browser', browserBridge],
  ];

  describe.each(bridges)('%s', (name, create) => {
    it.each(EVERY_ACTION)('%s with a throwing host warns and goes on', (action, act) => {
      expect(() => act(create(brokenWindow()))).not.toThrow();
      // Tracking is silent; the browser's app-only actions only log, they call no host.
      const quiet = action === 'track' || (name === 'browser' && APP_ONLY_IN_BROWSER.includes(action));
      expect(warn).toHaveBeenCalledTimes(quiet ? 0 : 1);
    });

    it('never throws when the host is missing', () => {
      const bridge = create(hostlessWindow());
      for (const [, act] of EVERY_ACTION) expect(() => act(bridge)).not.toThrow();
    });

    it('never throws when reading the host throws', () => {
      const win = fakeWindow().win;
      for (const key of ['LoanH5Android', 'webkit']) {
        Object.defineProperty(win, key, { get: throwing });
      }
      const bridge = create(win);
      for (const [, act] of EVERY_ACTION) expect(() => act(bridge)).not.toThrow();
    });

    it('swallows tracking errors without a word', () => {
      info.mockImplementation(throwing);
      expect(() => create(brokenWindow()).track('loan_push', { amount: 1 })).not.toThrow();
      expect(() => create(hostlessWindow()).track('loan_push')).not.toThrow();
      expect(warn).not.toHaveBeenCalled();
    });

    it.each(UNSAFE_URLS)('refuses to open %j', (url) => {
      const host = androidHost();
      const handlers = iosHandlers();
      const { win, assign } = fakeWindow({ LoanH5Android: host, webkit: { messageHandlers: handlers } });
      const bridge = create(win);
      expect(bridge.openPage(url)).toBe(false);
      expect(bridge.openPageWithParams(url, { orderId: '9' })).toBe(false);
      expect(assign).not.toHaveBeenCalled();
      expect(host.openPage).not.toHaveBeenCalled();
      expect(host.openPageWithParams).not.toHaveBeenCalled();
      expect(handlers.openPage!.postMessage).not.toHaveBeenCalled();
      expect(handlers.openPageWithParams!.postMessage).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledTimes(2);
    });

    it('refuses a phone number without digits', () => {
      const host = androidHost();
      const handlers = iosHandlers();
      const { win, assign } = fakeWindow({ LoanH5Android: host, webkit: { messageHandlers: handlers } });
      expect(create(win).callPhone('javascript:alert(1)')).toBe(false);
      expect(assign).not.toHaveBeenCalled();
      expect(host.callPhone).not.toHaveBeenCalled();
      expect(handlers.callPhone!.postMessage).not.toHaveBeenCalled();
    });
  });

  it.each(bridges.slice(0, 2))(
    '%s reports a missing host on the console, except for tracking',
    (_, create) => {
      const bridge = create(hostlessWindow());
      for (const [, act] of EVERY_ACTION) act(bridge);
      expect(warn).toHaveBeenCalledTimes(EVERY_ACTION.length - 1);
      expect(warn.mock.calls.some(([line]) => String(line).includes('track'))).toBe(false);
    },
  );
});
