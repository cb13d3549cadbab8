// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetPromotionSession,
  keepPromotionSession,
  readPromotionSession,
  signUpDeviceId,
} from './promotionSession';

beforeEach(() => sessionStorage.clear());

describe('the sign-up kept for the tab', () => {
  it('is empty at first', () => {
    expect(readPromotionSession()).toEqual({ phone: '', smsDeadline: null });
  });

  it('keeps the number and the countdown across a reload, each on its own', () => {
    keepPromotionSession({ phone: '98765 43210' });
    keepPromotionSession({ smsDeadline: 1_700_000_060_000 });
    expect(readPromotionSession()).toEqual({ phone: '98765 43210', smsDeadline: 1_700_000_060_000 });
  });

  it.each([
    ['not JSON', '{'],
    ['a number', '42'],
    ['foreign fields', JSON.stringify({ phone: '<img src=x>', smsDeadline: 'soon' })],
  ])('reads %s as nothing kept', (_name, raw) => {
    sessionStorage.setItem('loanH5.promotion.signUp', raw);
    expect(readPromotionSession()).toEqual({ phone: '', smsDeadline: null });
  });

  it('forgets everything once registered', () => {
    keepPromotionSession({ phone: '0812 3456 7890', smsDeadline: 1 });
    forgetPromotionSession();
    expect(readPromotionSession()).toEqual({ phone: '', smsDeadline: null });
  });
});

describe('signUpDeviceId', () => {
  beforeEach(() => localStorage.clear());

  it('is the app’s device id when the page has one', () => {
    expect(signUpDeviceId('dev-42', () => 'made-0001')).toBe('dev-42');
  });

  it('is made once for a browser without the app, then kept', () => {
    expect(signUpDeviceId(undefined, () => 'made-0001-aaaa')).toBe('made-0001-aaaa');
    expect(signUpDeviceId(undefined, () => 'made-0002-bbbb')).toBe('made-0001-aaaa');
  });

  it('replaces a damaged kept id', () => {
    localStorage.setItem('loanH5.deviceId', JSON.stringify('<script>'));
    expect(signUpDeviceId(undefined, () => 'made-0003-cccc')).toBe('made-0003-cccc');
  });
});
