import type { MessageKey } from '../../i18n/messages';

/** What the page can ask of the native bridge (spec section 3, "Native bridge actions"). */
export type BridgeActionName =
  | 'openPage'
  | 'close'
  | 'openPageWithParams'
  | 'goHome'
  | 'goMine'
  | 'logout'
  | 'callPhone'
  | 'goRate'
  | 'track'
  | 'startBank'
  | 'endBank';

export const BRIDGE_ACTION_LABELS: Record<BridgeActionName, MessageKey> = {
  openPage: 'testPreview.bridgeAction.openPage',
  close: 'testPreview.bridgeAction.close',
  openPageWithParams: 'testPreview.bridgeAction.openPageWithParams',
  goHome: 'testPreview.bridgeAction.goHome',
  goMine: 'testPreview.bridgeAction.goMine',
  logout: 'testPreview.bridgeAction.logout',
  callPhone: 'testPreview.bridgeAction.callPhone',
  goRate: 'testPreview.bridgeAction.goRate',
  track: 'testPreview.bridgeAction.track',
  startBank: 'testPreview.bridgeAction.startBank',
  endBank: 'testPreview.bridgeAction.endBank',
};

/** Every bridge action, in the order the page lists them. */
export const BRIDGE_ACTION_NAMES = Object.keys(BRIDGE_ACTION_LABELS) as BridgeActionName[];
