import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { IOS_HANDLERS, ORIGIN, fakeWindow, iosHandlers, rows, silenceConsole } from './bridgeTestKit';
import { iosBridge } from './iosBridge';

let warn: Mock;
beforeEach(() => {
  ({ warn } = silenceConsole());
});
afterEach(() => vi.restoreAllMocks());

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
