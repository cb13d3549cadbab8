export {
  TestPreviewScreen,
  type TestPreviewScreenProps,
  type TestPreviewPageLink,
  type ContactPickState,
  type LocationState,
} from './TestPreviewScreen';
export {
  readTestPreviewValues,
  updateTestPreviewValues,
  emptyTestPreviewValues,
  type TestPreviewValues,
} from './testPreviewValues';
