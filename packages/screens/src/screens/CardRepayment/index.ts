export {
  CardRepaymentScreen,
  type CardPayStep,
  type CardRepaymentScreenProps,
  type PaymentCard,
} from './CardRepaymentScreen';
export {
  CODE_MIN_LENGTH,
  CODE_RESEND_SECONDS,
  CONFIRM_DUPLICATE,
  CONFIRM_WRONG_CODE,
  cleanCode,
  codeIsValid,
  confirmFailureOf,
  payRefusal,
  type ConfirmFailure,
} from './cardPayRules';
