import { describe, expect, it } from 'vitest';
import {
  canRefreshCaptcha,
  captchaInput,
  EMPTY_REGISTER_FORM,
  registerFields,
  registerProblems,
  sendCodeProblems,
  smsCodeInput,
  type RegisterForm,
} from './registerForm';

const form = (changes: Partial<RegisterForm>): RegisterForm => ({ ...EMPTY_REGISTER_FORM, ...changes });
const READY = form({ phone: '98765 43210', captcha: 'K7PX', smsCode: '123456' });

describe('sendCodeProblems: Send code needs a right phone and the picture’s 4 characters', () => {
  it.each<[string, Partial<RegisterForm>, ReturnType<typeof sendCodeProblems>]>([
    ['an empty form', {}, { phone: 'invalid', captcha: 'missing' }],
    ['a wrong phone', { phone: '12345', captcha: 'K7PX' }, { phone: 'invalid' }],
    ['a short captcha', { phone: '9876543210', captcha: 'K7' }, { captcha: 'short' }],
    ['everything it needs', { phone: '9876543210', captcha: 'k7px' }, {}],
  ])('%s', (_name, changes, problems) => {
    expect(sendCodeProblems(form(changes), 'IN')).toEqual(problems);
  });

  it('checks the phone with the rule in force', () => {
    expect(sendCodeProblems(form({ phone: '081234567890', captcha: 'K7PX' }), 'ID')).toEqual({});
    expect(sendCodeProblems(form({ phone: '081234567890', captcha: 'K7PX' }), 'IN')).toEqual({
      phone: 'invalid',
    });
  });
});

describe('registerProblems: Register also needs the 6-digit SMS code', () => {
  it.each<[string, Partial<RegisterForm>, ReturnType<typeof registerProblems>]>([
    ['no code', { smsCode: '' }, { smsCode: 'missing' }],
    ['a short code', { smsCode: '12345' }, { smsCode: 'short' }],
    ['a complete form', {}, {}],
    [
      'nothing filled in',
      { phone: '', captcha: '', smsCode: '' },
      {
        phone: 'invalid',
        captcha: 'missing',
        smsCode: 'missing',
      },
    ],
  ])('%s', (_name, changes, problems) => {
    expect(registerProblems({ ...READY, ...changes }, 'IN')).toEqual(problems);
  });
});

describe('inputs', () => {
  it.each([
    ['K7PX', 'K7PX'],
    ['k7 p-x9', 'k7px'],
    ['', ''],
  ])('captcha %j → %j', (text, kept) => expect(captchaInput(text)).toBe(kept));

  it.each([
    ['123456', '123456'],
    ['12 34 56 78', '123456'],
    ['abc', ''],
  ])('SMS code %j → %j', (text, kept) => expect(smsCodeInput(text)).toBe(kept));
});

describe('canRefreshCaptcha: a new picture needs a phone number first (spec 5)', () => {
  it.each([
    ['', false],
    ['98765', false],
    ['98765 43210', true],
  ])('phone %j → %s', (phone, allowed) => {
    expect(canRefreshCaptcha(form({ phone }), 'IN')).toBe(allowed);
  });
});

describe('registerFields: what the calls send', () => {
  it('the phone as digits, the captcha and code as typed', () => {
    expect(registerFields(READY, 'IN')).toEqual({ phone: '9876543210', capcode: 'K7PX', smsCode: '123456' });
    expect(
      registerFields(form({ phone: '0812 3456 7890', captcha: 'ab12', smsCode: '000111' }), 'ID'),
    ).toEqual({ phone: '081234567890', capcode: 'ab12', smsCode: '000111' });
  });
});
