export {
  RepaymentResultScreen,
  type RepaymentReceipt,
  type RepaymentResultScreenProps,
  type SubmittedPayment,
} from './RepaymentResultScreen';
