export { PaymentRedirectScreen, type PaymentRedirectScreenProps } from './PaymentRedirectScreen';
