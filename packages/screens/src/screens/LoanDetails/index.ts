export {
  LoanDetailsScreen,
  type LoanDetails,
  type LoanDetailsProduct,
  type LoanDetailsScreenProps,
} from './LoanDetailsScreen';
export { LoanRatingModal, type LoanRatingModalProps } from './LoanRatingModal';
export { ThanksModal, type ThanksModalProps } from './ThanksModal';
export { StatusIllustration } from './StatusIllustration';
export {
  illustrationFor,
  isKnownStatus,
  showsRecommended,
  statusActions,
  type LoanAction,
  type StatusDrawing,
} from './statusActions';
export { ratingOutcome, type RatingOutcome } from './ratingOutcome';
