export {
  TestPreviewScreen,
  type TestPreviewScreenProps,
  type TestPreviewPageLink,
  type ContactPickState,
  type LocationState,
  type BridgeActionName,
  BRIDGE_ACTION_NAMES,
} from './TestPreviewScreen';
export {
  readTestPreviewValues,
  updateTestPreviewValues,
  emptyTestPreviewValues,
  type TestPreviewValues,
} from './testPreviewValues';
