export { PromotionAgreementScreen, type PromotionAgreementScreenProps } from './PromotionAgreementScreen';
