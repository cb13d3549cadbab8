export {
  BindCardScreen,
  type BindCardRequest,
  type BindCardScreenProps,
  type CardBank,
} from './BindCardScreen';
export {
  bindFormProblems,
  bindPayload,
  EMPTY_BIND_FORM,
  phoneIsValid,
  type BindCardForm,
  type BindFormProblems,
} from './bindForm';
export {
  cardDigits,
  cardNumberProblem,
  formatCardInput,
  groupCardNumber,
  luhnValid,
  CARD_MAX_DIGITS,
  CARD_MIN_DIGITS,
  type CardNumberProblem,
} from './cardNumber';
