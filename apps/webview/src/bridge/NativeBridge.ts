/** What the web pages may ask of the app that hosts them (spec section 3, "Native bridge actions"). */

export type BridgeName = 'android' | 'ios' | 'browser';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Query-style params for a page the app opens. */
export type PageParams = Readonly<Record<string, string | number | boolean>>;

/** Extra fields of a tracking point. */
export type TrackData = Readonly<Record<string, JsonValue>>;

/**
 * The native bridge. No method ever throws: a missing or failing host is reported with `console.warn`
 * (tracking failures are swallowed silently). The boolean results say whether the request was handed
 * over, so a caller can fall back (e.g. go home when there is nothing to close); false also means an
 * unsafe address or number was refused.
 */
export interface NativeBridge {
  readonly name: BridgeName;
  /** Opens an http(s) address or a same-origin path such as `/loanDetails?orderId=1`. */
  openPage(url: string): boolean;
  /** Closes the webview (the browser goes back one page). */
  close(): boolean;
  /** Opens a page with extra params: the app receives them as an object, the browser as a query. */
  openPageWithParams(url: string, params: PageParams): boolean;
  goHome(): void;
  /** The app's "Mine" (my account) tab. */
  goMine(): void;
  /** Logs out and shows the app's login. */
  logout(): void;
  /** Opens the dialer; only digits (and a leading +) are passed on. */
  callPhone(number: string): boolean;
  /** The app-store rating dialog. */
  goRate(): void;
  /** Confirms a tracking point. */
  track(event: string, data?: TrackData): void;
  startBank(): void;
  endBank(): void;
}

/** The parts of `window` the bridge uses; tests pass a fake. */
export interface BridgeWindow {
  readonly location: { readonly origin: string; assign(url: string): void };
  readonly history: { readonly length: number; back(): void };
  /** Injected by the Android app (see `ANDROID_INTERFACE`). */
  readonly LoanH5Android?: unknown;
  /** `webkit.messageHandlers`, present in the iOS app's WKWebView. */
  readonly webkit?: unknown;
}
