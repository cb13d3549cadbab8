export {
  RepaymentResultScreen,
  type RepaymentReceipt,
  type RepaymentResultScreenProps,
} from './RepaymentResultScreen';
