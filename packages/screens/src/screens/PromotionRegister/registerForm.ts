import { registerPhoneDigits, phoneValid, type PhoneRule } from './phoneRules';

/** Spec 9: the image captcha has 4 characters, the SMS code 6 digits. */
export const CAPTCHA_LENGTH = 4;
export const SMS_CODE_LENGTH = 6;

/** What the register form holds: the phone as shown (grouped), the captcha and the SMS code as typed. */
export interface RegisterForm {
  phone: string;
  captcha: string;
  smsCode: string;
}

export const EMPTY_REGISTER_FORM: RegisterForm = { phone: '', captcha: '', smsCode: '' };

export interface RegisterProblems {
  phone?: 'invalid';
  captcha?: 'missing' | 'short';
  smsCode?: 'missing' | 'short';
}

/** The captcha as typed: letters and digits only, at most 4. */
export const captchaInput = (text: string): string =>
  text.replace(/[^0-9a-z]/gi, '').slice(0, CAPTCHA_LENGTH);

/** The SMS code as typed: digits only, at most 6. */
export const smsCodeInput = (text: string): string => text.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH);

function captchaProblem(captcha: string): RegisterProblems['captcha'] {
  const text = captchaInput(captcha);
  if (text.length === 0) return 'missing';
  return text.length < CAPTCHA_LENGTH ? 'short' : undefined;
}

/** What stops "Send code": the phone and the picture's characters (the SMS goes to that phone). */
export function sendCodeProblems(form: RegisterForm, rule: PhoneRule): RegisterProblems {
  const problems: RegisterProblems = {};
  if (!phoneValid(form.phone, rule)) problems.phone = 'invalid';
  const captcha = captchaProblem(form.captcha);
  if (captcha) problems.captcha = captcha;
  return problems;
}

/** What stops Register: everything "Send code" needs, and the 6-digit code from the SMS. */
export function registerProblems(form: RegisterForm, rule: PhoneRule): RegisterProblems {
  const problems = sendCodeProblems(form, rule);
  const code = smsCodeInput(form.smsCode);
  if (code.length === 0) problems.smsCode = 'missing';
  else if (code.length < SMS_CODE_LENGTH) problems.smsCode = 'short';
  return problems;
}

/** A new picture is drawn for a phone number (spec 5): only once the number is a right one. */
export const canRefreshCaptcha = (form: RegisterForm, rule: PhoneRule): boolean =>
  phoneValid(form.phone, rule);

/** The form as the SMS and register calls send it: the phone's digits, the captcha and code as typed. */
export function registerFields(form: RegisterForm, rule: PhoneRule) {
  return {
    phone: registerPhoneDigits(form.phone, rule),
    capcode: captchaInput(form.captcha),
    smsCode: smsCodeInput(form.smsCode),
  };
}
