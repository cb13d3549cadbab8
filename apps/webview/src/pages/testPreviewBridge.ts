import type { BridgeActionName, TestPreviewValues } from '@loan-h5/screens';
import type { BridgeName, NativeBridge, PageParams } from '../bridge/NativeBridge';

/** Customer-service line used to try the dialer. */
export const DEMO_PHONE = '1500-888';
export const DEMO_TRACK_EVENT = 'test_preview_click';

/** How the test page names the active bridge (platform names, the same in every language). */
export const BRIDGE_LABELS: Record<BridgeName, string> = { android: 'Android', ios: 'iOS', browser: 'Web' };

function orderParams(values: TestPreviewValues): PageParams {
  const params: Record<string, string> = {};
  if (values.productId.trim()) params.productId = values.productId.trim();
  if (values.orderId.trim()) params.orderId = values.orderId.trim();
  return params;
}

/** Each test-page button, with demo arguments; the values typed on the page feed the params. */
const DEMOS: Record<BridgeActionName, (bridge: NativeBridge, values: TestPreviewValues) => void> = {
  openPage: (bridge) => bridge.openPage('/testPreview'),
  close: (bridge) => bridge.close(),
  openPageWithParams: (bridge, values) => bridge.openPageWithParams('/loanDetails', orderParams(values)),
  goHome: (bridge) => bridge.goHome(),
  goMine: (bridge) => bridge.goMine(),
  logout: (bridge) => bridge.logout(),
  callPhone: (bridge) => bridge.callPhone(DEMO_PHONE),
  goRate: (bridge) => bridge.goRate(),
  track: (bridge) => bridge.track(DEMO_TRACK_EVENT, { page: 'testPreview' }),
  startBank: (bridge) => bridge.startBank(),
  endBank: (bridge) => bridge.endBank(),
};

export function runBridgeDemo(
  bridge: NativeBridge,
  action: BridgeActionName,
  values: TestPreviewValues,
): void {
  DEMOS[action](bridge, values);
}
