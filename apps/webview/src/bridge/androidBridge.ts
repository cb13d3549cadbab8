import { ANDROID_INTERFACE, BRIDGE_CALLS, type BridgeAction } from './bridgeNames';
import { deliver, dialableNumber, isObjectLike, openableUrl, originOf, refuse } from './guards';
import type { BridgeWindow, NativeBridge } from './NativeBridge';

/** Android: methods of the JS interface object the app injects. Objects are passed as JSON text. */
export function androidBridge(win: BridgeWindow): NativeBridge {
  // The host is looked up on every call: it may be injected late or removed.
  const call = (action: BridgeAction, args: () => string[] = () => [], quiet = false) =>
    deliver(
      action,
      () => {
        const host = win[ANDROID_INTERFACE];
        const method = isObjectLike(host) ? host[BRIDGE_CALLS[action].android] : undefined;
        if (typeof method !== 'function') return null;
        return () => {
          method.apply(host, args());
        };
      },
      quiet,
    );

  return {
    name: 'android',
    openPage(url) {
      const target = openableUrl(url, originOf(win));
      return target ? call('openPage', () => [target]) : refuse('openPage', url);
    },
    close: () => call('close'),
    openPageWithParams(url, params) {
      const target = openableUrl(url, originOf(win));
      return target
        ? call('openPageWithParams', () => [target, JSON.stringify(params)])
        : refuse('openPageWithParams', url);
    },
    goHome: () => void call('goHome'),
    goMine: () => void call('goMine'),
    logout: () => void call('logout'),
    callPhone(number) {
      const dial = dialableNumber(number);
      return dial ? call('callPhone', () => [dial]) : refuse('callPhone', number);
    },
    goRate: () => void call('goRate'),
    track: (event, data) => void call('track', () => [event, JSON.stringify(data ?? {})], true),
    startBank: () => void call('startBank'),
    endBank: () => void call('endBank'),
  };
}
