import type { NativeBridge } from './NativeBridge';

/** Closes the webview; when there is nothing to close (a browser tab opened on this page) goes home. */
export function closePage(bridge: Pick<NativeBridge, 'close' | 'goHome'>) {
  if (!bridge.close()) bridge.goHome();
}
