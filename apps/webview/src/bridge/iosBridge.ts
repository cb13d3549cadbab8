import { BRIDGE_CALLS, type BridgeAction } from './bridgeNames';
import { deliver, dialableNumber, isObjectLike, openableUrl, originOf, refuse } from './guards';
import type { BridgeWindow, JsonValue, NativeBridge } from './NativeBridge';

type Payload = Readonly<Record<string, JsonValue | undefined>>;

/** iOS: one WKWebView message handler per action, each sent a plain object. */
export function iosBridge(win: BridgeWindow): NativeBridge {
  // Handlers are looked up on every call: the app may register them after the page starts.
  const post = (action: BridgeAction, payload: () => Payload = () => ({}), quiet = false) =>
    deliver(
      action,
      () => {
        const handlers = isObjectLike(win.webkit) ? win.webkit.messageHandlers : undefined;
        const handler = isObjectLike(handlers) ? handlers[BRIDGE_CALLS[action].ios] : undefined;
        const postMessage = isObjectLike(handler) ? handler.postMessage : undefined;
        if (typeof postMessage !== 'function') return null;
        return () => {
          postMessage.call(handler, payload());
        };
      },
      quiet,
    );

  return {
    name: 'ios',
    openPage(url) {
      const target = openableUrl(url, originOf(win));
      return target ? post('openPage', () => ({ url: target })) : refuse('openPage', url);
    },
    close: () => post('close'),
    openPageWithParams(url, params) {
      const target = openableUrl(url, originOf(win));
      return target
        ? post('openPageWithParams', () => ({ url: target, params: { ...params } }))
        : refuse('openPageWithParams', url);
    },
    goHome: () => void post('goHome'),
    goMine: () => void post('goMine'),
    logout: () => void post('logout'),
    callPhone(number) {
      const dial = dialableNumber(number);
      return dial ? post('callPhone', () => ({ phone: dial })) : refuse('callPhone', number);
    },
    goRate: () => void post('goRate'),
    track: (event, data) => void post('track', () => ({ event, data: { ...data } }), true),
    startBank: () => void post('startBank'),
    endBank: () => void post('endBank'),
  };
}
