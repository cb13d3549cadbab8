// The mock backend remembers: each flow below goes through the real client and typed API, the way a page
// container would, and checks what the next call sees.
import { describe, expect, it } from 'vitest';
import { failureOf, mockBackendTestKit } from '../test-support/mockBackendTestKit';
import {
  ALREADY_REGISTERED,
  createMockStore,
  REGISTER_WRONG_CAPTCHA,
  WRONG_CAPTCHA,
  WRONG_SMS_CODE,
  type MockStore,
} from './index';

const { backend } = mockBackendTestKit();

describe('promotion', () => {
  const form = (store: MockStore, phone: string) => ({
    phone,
    capcode: store.captchaText.toLowerCase(),
    sid: 'sid-0001',
    deviceId: 'dev-1',
    appName: 'Dana Kilat',
  });

  it('registering a number makes it "already registered" (code 11)', async () => {
    const { api, store } = backend();
    const sid = await api.promotionSid();
    expect(sid).toBe('sid-0001');
    await api.promotionSms(form(store, '081311112222'));
    await api.promotionRegister({
      ...form(store, '081311112222'),
      merchantNumber: 'M-ID-0042',
      smsCode: store.smsCode,
      id: 8,
    });
    expect(store.data.registeredPhones.has('081311112222')).toBe(true);

    const again = await failureOf(
      api.promotionRegister({
        ...form(store, '081311112222'),
        merchantNumber: 'M-ID-0042',
        smsCode: store.smsCode,
        id: 8,
      }),
    );
    expect(again.code).toBe(ALREADY_REGISTERED);
    expect(again.serverMessage).toMatch(/sudah terdaftar/);
    const sms = await failureOf(api.promotionSms(form(store, '081311112222')));
    expect(sms.code).toBe(ALREADY_REGISTERED);
  });

  it('answers a wrong captcha and a wrong SMS code with their codes', async () => {
    const { api, store } = backend();
    const sms = await failureOf(api.promotionSms({ ...form(store, '081300000001'), capcode: 'XXXX' }));
    expect(sms.code).toBe(WRONG_CAPTCHA);
    const captcha = await failureOf(
      api.promotionRegister({
        ...form(store, '081300000001'),
        capcode: 'XXXX',
        merchantNumber: 'M',
        smsCode: store.smsCode,
        id: 8,
      }),
    );
    expect(captcha.code).toBe(REGISTER_WRONG_CAPTCHA);
    const code = await failureOf(
      api.promotionRegister({
        ...form(store, '081300000001'),
        merchantNumber: 'M',
        smsCode: '999999',
        id: 8,
      }),
    );
    expect(code.code).toBe(WRONG_SMS_CODE);
  });

  it('serves the captcha image with the text the mock accepts', async () => {
    const store = createMockStore({ captchaText: 'Q4ZR' });
    backend('', store);
    const response = await fetch('https://api.test/promotion/get-captcha?sid=sid-1');
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await response.text();
    expect(['Q', '4', 'Z', 'R'].every((ch) => svg.includes(`>${ch}</text>`))).toBe(true);
  });
});
