export {
  ComplaintFormScreen,
  type ComplaintFormScreenProps,
  type ComplaintFormReadyProps,
  type ComplaintPhase,
} from './ComplaintFormScreen';
export {
  COMPLAINT_IMAGE_BYTES_MAX,
  COMPLAINT_IMAGES_MAX,
  COMPLAINT_TEXT_MAX,
  draftKey,
  emptyDraft,
  isHttpUrl,
  isUploadRef,
  limitText,
  markOf,
  mergeDraftPhotos,
  pendingUploads,
  readDraft,
  scaledSize,
  uploadedUrls,
  UPLOAD_LONGEST_SIDE,
  type DraftPhoto,
  type KeptDraft,
} from './complaintRules';
export { ComplaintTypeChoice, type ComplaintTypeChoiceProps } from './ComplaintTypeChoice';
export {
  chooseFormType,
  formTypeState,
  missingChoice,
  typeFromAddress,
  type ChosenComplaintType,
  type FormTypeState,
  type TypeParams,
} from './typeChoice';
