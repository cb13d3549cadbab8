export type {
  BridgeName,
  BridgeWindow,
  JsonValue,
  NativeBridge,
  PageParams,
  TrackData,
} from './NativeBridge';
export { ANDROID_INTERFACE, BRIDGE_CALLS, type BridgeAction } from './bridgeNames';
export { detectBridge, detectBridgeName } from './detectBridge';
export { androidBridge } from './androidBridge';
export { iosBridge } from './iosBridge';
export { browserBridge } from './browserBridge';
export { openableUrl, dialableNumber } from './guards';
export { BridgeProvider, useBridge } from './BridgeContext';
