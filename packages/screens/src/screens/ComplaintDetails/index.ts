export {
  ComplaintDetailsScreen,
  type ComplaintDetailData,
  type ComplaintDetailsScreenProps,
} from './ComplaintDetailsScreen';
export { ComplaintRatingModal, type ComplaintRatingModalProps } from './ComplaintRatingModal';
export { ComplaintPhotos, type ComplaintPhotosProps } from './ComplaintPhotos';
export {
  COMPLAINT_TEXT_LIMIT,
  RATING_DELAY_MS,
  isSendableScore,
  shownImages,
  showsResult,
  textLength,
} from './complaintDetails';
