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
export { PayTypePanel, type PayTypePanelProps } from './PayTypePanel';
export {
  withPayTypeReply,
  isListKnown,
  shownOptions,
  canConfirmOn,
  type PayTypeLoad,
  type KnownPayOptions,
  type PayTypeName,
} from './payTypeLists';
