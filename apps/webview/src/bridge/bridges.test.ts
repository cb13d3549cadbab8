import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { androidBridge } from './androidBridge';
import { browserBridge } from './browserBridge';
import { iosBridge } from './iosBridge';
import type { BridgeWindow, NativeBridge } from './NativeBridge';

const ORIGIN = 'https://h5.example';

/** The contract with the apps, spelled out here on purpose so a renamed constant fails a test. */
const ANDROID_METHODS = [
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
const IOS_HANDLERS = ANDROID_METHODS;

function fakeWindow(extra: object = {}, historyLength = 3) {
  const assign = vi.fn<(url: string) => void>();
  const back = vi.fn<() => void>();
  const win: BridgeWindow = {
    location: { origin: ORIGIN, assign },
    history: { length: historyLength, back },
    ...extra,
  };
  return { win, assign, back };
}

function androidHost(impl?: () => void) {
  return Object.fromEntries(ANDROID_METHODS.map((name) => [name, vi.fn(impl)])) as Record<string, Mock>;
}

function iosHandlers(impl?: () => void) {
  return Object.fromEntries(IOS_HANDLERS.map((name) => [name, { postMessage: vi.fn(impl) }])) as Record<
    string,
    { postMessage: Mock }
  >;
}

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

/** Table rows as objects, so test titles can name the host method. */
function rows<T>(list: Array<[string, (bridge: NativeBridge) => unknown, string, T]>) {
  return list.map(([label, act, target, expected]) => ({ label, act, target, expected }));
}

let warn: Mock;
let info: Mock;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {}) as Mock;
  info = vi.spyOn(console, 'info').mockImplementation(() => {}) as Mock;
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('Android bridge', () => {
  const setup = () => {
    const host = androidHost();
    const { win } = fakeWindow({ LoanH5Android: host });
    return { host, bridge: androidBridge(win) };
  };

  it.each(
    rows<string[]>([
      ['openPage (path)', (b) => b.openPage('/loanDetails?x=1'), 'openPage', [`${ORIGIN}/loanDetails?x=1`]],
      [
        'openPage (web)',
        (b) => b.openPage('https://bank.example/pay'),
        'openPage',
        ['https://bank.example/pay'],
      ],
      ['close', (b) => b.close(), 'closeWebView', []],
      [
        'openPageWithParams',
        (b) => b.openPageWithParams('/loanDetails', { orderId: '9', periods: 3 }),
        'openPageWithParams',
        [`${ORIGIN}/loanDetails`, '{"orderId":"9","periods":3}'],
      ],
      ['goHome', (b) => b.goHome(), 'goHome', []],
      ['goMine', (b) => b.goMine(), 'goMine', []],
      ['logout', (b) => b.logout(), 'logoutToLogin', []],
      ['callPhone', (b) => b.callPhone('1500-888'), 'callPhone', ['1500888']],
      ['goRate', (b) => b.goRate(), 'goRate', []],
      ['track', (b) => b.track('loan_push', { amount: 1500 }), 'track', ['loan_push', '{"amount":1500}']],
      ['track (no data)', (b) => b.track('loan_push'), 'track', ['loan_push', '{}']],
      ['startBank', (b) => b.startBank(), 'startBank', []],
      ['endBank', (b) => b.endBank(), 'endBank', []],
    ]),
  )('$label calls LoanH5Android.$target', ({ act, target: method, expected: args }) => {
    const { host, bridge } = setup();
    act(bridge);
    expect(host[method]).toHaveBeenCalledExactlyOnceWith(...args);
    // Called as a method of the injected object, as Android's JS interface requires.
    expect(host[method]!.mock.contexts[0]).toBe(host);
    const others = ANDROID_METHODS.filter((name) => name !== method);
    for (const name of others) expect(host[name]).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('says the request went through', () => {
    const { bridge } = setup();
    expect(bridge.openPage('/testPreview')).toBe(true);
    expect(bridge.close()).toBe(true);
    expect(bridge.callPhone('1500-888')).toBe(true);
  });
});

describe('iOS bridge', () => {
  const setup = () => {
    const handlers = iosHandlers();
    const { win } = fakeWindow({ webkit: { messageHandlers: handlers } });
    return { handlers, bridge: iosBridge(win) };
  };

  it.each(
    rows<object>([
      [
        'openPage (path)',
        (b) => b.openPage('/loanDetails?x=1'),
        'openPage',
        { url: `${ORIGIN}/loanDetails?x=1` },
      ],
      [
        'openPage (web)',
        (b) => b.openPage('https://bank.example/pay'),
        'openPage',
        { url: 'https://bank.example/pay' },
      ],
      ['close', (b) => b.close(), 'closeWebView', {}],
      [
        'openPageWithParams',
        (b) => b.openPageWithParams('/loanDetails', { orderId: '9', periods: 3 }),
        'openPageWithParams',
        { url: `${ORIGIN}/loanDetails`, params: { orderId: '9', periods: 3 } },
      ],
      ['goHome', (b) => b.goHome(), 'goHome', {}],
      ['goMine', (b) => b.goMine(), 'goMine', {}],
      ['logout', (b) => b.logout(), 'logoutToLogin', {}],
      ['callPhone', (b) => b.callPhone('+62 812-3456-7890'), 'callPhone', { phone: '+6281234567890' }],
      ['goRate', (b) => b.goRate(), 'goRate', {}],
      [
        'track',
        (b) => b.track('loan_push', { amount: 1500 }),
        'track',
        { event: 'loan_push', data: { amount: 1500 } },
      ],
      ['track (no data)', (b) => b.track('loan_push'), 'track', { event: 'loan_push', data: {} }],
      ['startBank', (b) => b.startBank(), 'startBank', {}],
      ['endBank', (b) => b.endBank(), 'endBank', {}],
    ]),
  )('$label posts to messageHandlers.$target', ({ act, target: handler, expected: payload }) => {
    const { handlers, bridge } = setup();
    act(bridge);
    expect(handlers[handler]!.postMessage).toHaveBeenCalledExactlyOnceWith(payload);
    expect(handlers[handler]!.postMessage.mock.contexts[0]).toBe(handlers[handler]);
    for (const name of IOS_HANDLERS.filter((n) => n !== handler)) {
      expect(handlers[name]!.postMessage).not.toHaveBeenCalled();
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('uses handlers the app registers after the page started', () => {
    const messageHandlers: Record<string, unknown> = {};
    const { win } = fakeWindow({ webkit: { messageHandlers } });
    const bridge = iosBridge(win);
    const postMessage = vi.fn();
    messageHandlers.goRate = { postMessage };
    bridge.goRate();
    expect(postMessage).toHaveBeenCalledWith({});
  });
});

describe('browser bridge', () => {
  it('opens pages and params in this tab', () => {
    const { win, assign } = fakeWindow();
    const bridge = browserBridge(win);
    expect(bridge.openPage('/loanDetails?x=1')).toBe(true);
    expect(assign).toHaveBeenLastCalledWith(`${ORIGIN}/loanDetails?x=1`);
    bridge.openPage('https://bank.example/pay');
    expect(assign).toHaveBeenLastCalledWith('https://bank.example/pay');
    bridge.openPageWithParams('/loanDetails?lang=1', { orderId: '9', periods: 3 });
    expect(assign).toHaveBeenLastCalledWith(`${ORIGIN}/loanDetails?lang=1&orderId=9&periods=3`);
  });

  it('closes by going back, and does nothing without an earlier page', () => {
    const withHistory = fakeWindow({}, 2);
    expect(browserBridge(withHistory.win).close()).toBe(true);
    expect(withHistory.back).toHaveBeenCalledTimes(1);

    const freshTab = fakeWindow({}, 1);
    expect(browserBridge(freshTab.win).close()).toBe(false);
    expect(freshTab.back).not.toHaveBeenCalled();
    expect(freshTab.assign).not.toHaveBeenCalled();
  });

  it('goes home to the site root and dials with tel:', () => {
    const { win, assign } = fakeWindow();
    const bridge = browserBridge(win);
    bridge.goHome();
    expect(assign).toHaveBeenLastCalledWith('/');
    expect(bridge.callPhone('1500-888')).toBe(true);
    expect(assign).toHaveBeenLastCalledWith('tel:1500888');
  });

  it('logs a tracking point', () => {
    const { win } = fakeWindow();
    browserBridge(win).track('test_preview_click', { page: 'testPreview' });
    expect(info).toHaveBeenCalledWith('[bridge] track test_preview_click', { page: 'testPreview' });
  });

  it.each<[string, (b: NativeBridge) => void]>([
    ['goMine', (b) => b.goMine()],
    ['logout', (b) => b.logout()],
    ['goRate', (b) => b.goRate()],
    ['startBank', (b) => b.startBank()],
    ['endBank', (b) => b.endBank()],
  ])('%s says it needs the app and navigates nowhere', (action, act) => {
    const { win, assign, back } = fakeWindow();
    act(browserBridge(win));
    expect(info).toHaveBeenCalledWith(`[bridge] ${action} needs the app`);
    expect(assign).not.toHaveBeenCalled();
    expect(back).not.toHaveBeenCalled();
  });
});

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
