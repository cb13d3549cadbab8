/**
 * The contract with the native apps, in one table.
 * - Android injects `window.LoanH5Android` (addJavascriptInterface). Its methods take strings only, so
 *   objects travel as JSON text: `openPageWithParams(url, paramsJson)`, `track(event, dataJson)`.
 * - iOS registers one WKScriptMessageHandler per action: `window.webkit.messageHandlers.<handler>
 *   .postMessage(payload)`, the payload always a plain object (`{}` when the action has no arguments).
 */
export const ANDROID_INTERFACE = 'LoanH5Android';

/** Action -> Android method and iOS handler name; the comment gives the iOS payload. */
export const BRIDGE_CALLS = {
  openPage: { android: 'openPage', ios: 'openPage' }, // { url }
  close: { android: 'closeWebView', ios: 'closeWebView' }, // {}
  openPageWithParams: { android: 'openPageWithParams', ios: 'openPageWithParams' }, // { url, params }
  goHome: { android: 'goHome', ios: 'goHome' }, // {}
  goMine: { android: 'goMine', ios: 'goMine' }, // {}
  logout: { android: 'logoutToLogin', ios: 'logoutToLogin' }, // {}
  callPhone: { android: 'callPhone', ios: 'callPhone' }, // { phone }
  goRate: { android: 'goRate', ios: 'goRate' }, // {}
  track: { android: 'track', ios: 'track' }, // { event, data }
  startBank: { android: 'startBank', ios: 'startBank' }, // {}
  endBank: { android: 'endBank', ios: 'endBank' }, // {}
} as const;

export type BridgeAction = keyof typeof BRIDGE_CALLS;
