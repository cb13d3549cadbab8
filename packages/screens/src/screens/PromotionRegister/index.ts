export {
  PromotionRegisterScreen,
  type PromotionRegisterCallbacks,
  type PromotionRegisterScreenProps,
  type RegisterRequestFields,
  type SmsCodeRequest,
} from './PromotionRegisterScreen';
export {
  formatPhoneInput,
  groupPhone,
  registerPhoneDigits,
  phoneMaxDigits,
  phoneValid,
  type PhoneRule,
} from './phoneRules';
export {
  canRefreshCaptcha,
  captchaInput,
  CAPTCHA_LENGTH,
  EMPTY_REGISTER_FORM,
  registerFields,
  registerProblems,
  sendCodeProblems,
  SMS_CODE_LENGTH,
  smsCodeInput,
  type RegisterForm,
  type RegisterProblems,
} from './registerForm';
export { bannerSrc as promotionBannerSrc } from './bannerSrc';
