import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ORIGIN, fakeWindow, silenceConsole } from './bridgeTestKit';
import { browserBridge } from './browserBridge';
import type { NativeBridge } from './NativeBridge';

let info: Mock;
beforeEach(() => {
  ({ info } = silenceConsole());
});
afterEach(() => vi.restoreAllMocks());

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
