export { PaymentInstructionsScreen, type PaymentInstructionsScreenProps } from './PaymentInstructionsScreen';
export { referenceNumber, REFERENCE_MAX } from './reference';
