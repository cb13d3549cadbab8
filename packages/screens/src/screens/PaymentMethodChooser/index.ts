export {
  PaymentMethodChooserScreen,
  type PaymentMethodChooserScreenProps,
} from './PaymentMethodChooserScreen';
export {
  checkChoice,
  chooseBank,
  initialChoice,
  DEFAULT_MARKET,
  type ChoiceCheck,
  type ChosenPayMethod,
  type PayMethodChoice,
  type PayMethodOptions,
} from './methodChoice';
