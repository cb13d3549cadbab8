import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { androidBridge } from './androidBridge';
import { ANDROID_METHODS, ORIGIN, androidHost, fakeWindow, rows, silenceConsole } from './bridgeTestKit';

let warn: Mock;
beforeEach(() => {
  ({ warn } = silenceConsole());
});
afterEach(() => vi.restoreAllMocks());

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
