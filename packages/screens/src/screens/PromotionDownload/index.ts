export {
  PromotionDownloadScreen,
  type PromotionDownloadScreenProps,
  type PromotionOutcome,
} from './PromotionDownloadScreen';
