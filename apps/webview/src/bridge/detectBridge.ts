import { androidBridge } from './androidBridge';
import { ANDROID_INTERFACE, BRIDGE_CALLS } from './bridgeNames';
import { browserBridge } from './browserBridge';
import { isObjectLike } from './guards';
import { iosBridge } from './iosBridge';
import type { BridgeName, BridgeWindow, NativeBridge } from './NativeBridge';

/**
 * Which host the page runs in: the Android app injects its interface object; the iOS app's WKWebView
 * has `webkit.messageHandlers` with at least one of our handlers; anything else is a browser.
 */
export function detectBridgeName(win: BridgeWindow): BridgeName {
  try {
    if (isObjectLike(win[ANDROID_INTERFACE])) return 'android';
    const handlers = isObjectLike(win.webkit) ? win.webkit.messageHandlers : undefined;
    if (
      isObjectLike(handlers) &&
      Object.values(BRIDGE_CALLS).some(({ ios }) => isObjectLike(handlers[ios]))
    ) {
      return 'ios';
    }
  } catch {
    // A host object whose getters throw is no usable bridge.
  }
  return 'browser';
}

const FACTORIES: Record<BridgeName, (win: BridgeWindow) => NativeBridge> = {
  android: androidBridge,
  ios: iosBridge,
  browser: browserBridge,
};

/** The bridge for this page, chosen once at start. */
export function detectBridge(win: BridgeWindow): NativeBridge {
  return FACTORIES[detectBridgeName(win)](win);
}
