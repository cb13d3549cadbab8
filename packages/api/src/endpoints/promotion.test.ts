import { describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { ApiError, NetworkError } from '../errors';
import { endpointTestKit } from '../test-support/endpointTestKit';
import {
  captchaImageUrl,
  channelTemplate,
  hasPromotionCode,
  promotionCalls,
  promotionSid,
  PROMOTION_ALREADY_REGISTERED,
  PROMOTION_REGISTER_WRONG_CAPTCHA,
  PROMOTION_WRONG_CAPTCHA,
} from './promotion';

const { server, ORIGIN, client, parse, answer, malformedField, form } = endpointTestKit({
  page: '?dId=web-3f9a&aVer=1.0.0',
  success: { code: 0, message: '' },
});
const calls = () => promotionCalls(client());

const indonesianTemplate = {
  id: 17,
  title: 'Pinjaman hingga Rp 15.000.000, cair dalam 1 hari',
  bannerImage: 'https://cdn.danakilat.co.id/promo/banner-juni.png',
  phoneRule: 'ID',
  appName: 'Dana Kilat',
  merchantNumber: 'M0021',
  downloadUrl: 'https://play.google.com/store/apps/details?id=id.danakilat.app',
};

describe('channel-template', () => {
  it('reads the Indonesian landing config', () => {
    expect(parse(channelTemplate, indonesianTemplate)).toEqual({ ...indonesianTemplate, id: '17' });
  });

  it('reads an Indian config without a phone rule as "not set"', () => {
    expect(
      parse(channelTemplate, {
        id: '5',
        title: 'Instant loans from Rs. 2,000 to Rs. 80,000',
        bannerImage: null,
        appName: 'RupeeRise',
        merchantNumber: 3301,
        downloadUrl: 'https://play.google.com/store/apps/details?id=in.rupeerise',
      }),
    ).toEqual({
      id: '5',
      title: 'Instant loans from Rs. 2,000 to Rs. 80,000',
      bannerImage: '',
      phoneRule: null,
      appName: 'RupeeRise',
      merchantNumber: '3301',
      downloadUrl: 'https://play.google.com/store/apps/details?id=in.rupeerise',
    });
    expect(parse(channelTemplate, { id: 5, phoneRule: '' }).phoneRule).toBeNull();
    expect(parse(channelTemplate, { id: 5, phoneRule: 'legacy' }).phoneRule).toBe('legacy');
  });

  it('names a missing id and an unknown phone rule', async () => {
    expect(await malformedField(channelTemplate, { title: 'Promo' })).toBe('data.id');
    expect(await malformedField(channelTemplate, { id: 1, phoneRule: 'CN' })).toBe('data.phoneRule');
  });

  it("sends only the templateId and fills in the market's phone rule when the template has none", async () => {
    const seen = answer('/api/v2/youmi/service/channel/channel-template', {
      ...indonesianTemplate,
      phoneRule: null,
    });
    const template = await calls().channelTemplate({ templateId: 17, market: 'ID' });
    expect(template.phoneRule).toBe('ID');
    expect(seen[0]!.method).toBe('GET');
    expect(Object.fromEntries(new URL(seen[0]!.url).searchParams)).toEqual({
      dId: 'web-3f9a',
      aVer: '1.0.0',
      templateId: '17',
    });
  });

  it("keeps the template's own rule over the market's", async () => {
    answer('/api/v2/youmi/service/channel/channel-template', { ...indonesianTemplate, phoneRule: 'legacy' });
    expect((await calls().channelTemplate({ templateId: 17, market: 'IN' })).phoneRule).toBe('legacy');
  });
});

describe('track-visit and track-click', () => {
  it.each([
    ['trackVisit', '/api/v2/youmi/promotion/track-visit'],
    ['trackClick', '/api/v2/youmi/promotion/track-click'],
  ] as const)('%s is a GET with the templateId whose data is ignored', async (name, path) => {
    const seen = answer(path, { visits: 1204 });
    await expect(calls()[name]({ templateId: 17 })).resolves.toBeUndefined();
    expect(seen[0]!.method).toBe('GET');
    expect(new URL(seen[0]!.url).searchParams.get('templateId')).toBe('17');
  });
});

describe('get-sid', () => {
  it('reads the sid as text', () => {
    expect(parse(promotionSid, { sid: 'c1f0a9e2b7' })).toBe('c1f0a9e2b7');
    expect(parse(promotionSid, { sid: 88120 })).toBe('88120');
  });

  it('names a missing sid', async () => {
    expect(await malformedField(promotionSid, { session: 'x' })).toBe('data.sid');
  });

  it('is a GET with no payload', async () => {
    const seen = answer('/promotion/get-sid', { sid: 'c1f0a9e2b7' });
    await expect(calls().promotionSid()).resolves.toBe('c1f0a9e2b7');
    expect([...new URL(seen[0]!.url).searchParams.keys()]).toEqual(['dId', 'aVer']);
  });
});

describe('captcha image', () => {
  it('is a URL with the sid and the common params, new for each refresh', () => {
    const api = client();
    expect(captchaImageUrl(api, 'c1f0a9e2b7')).toBe(
      'https://api.test/promotion/get-captcha?dId=web-3f9a&aVer=1.0.0&sid=c1f0a9e2b7',
    );
    expect(captchaImageUrl(api, 'c1f0a9e2b7', 2)).toBe(
      'https://api.test/promotion/get-captcha?dId=web-3f9a&aVer=1.0.0&sid=c1f0a9e2b7&r=2',
    );
  });
});

const smsRequest = {
  phone: '081234567890',
  capcode: 'k7Pq',
  sid: 'c1f0a9e2b7',
  deviceId: 'web-3f9a',
  appName: 'Dana Kilat',
  app_from: 'landing',
  user_from: 'fb',
  utm_tag: 'juni-2024',
};

describe('get-sms', () => {
  it('posts every field with an Idempotency-Key and resolves on code 0', async () => {
    const seen = answer('/promotion/get-sms', null);
    await expect(calls().promotionSms(smsRequest)).resolves.toBeUndefined();
    expect(await form(seen[0]!)).toEqual(smsRequest);
    expect(seen[0]!.headers.get('idempotency-key')).toMatch(/\S{8,}/);
  });

  it('reports a wrong image captcha as code 101', async () => {
    answer('/promotion/get-sms', null, { code: 101, message: 'Kode gambar salah' });
    const error = await calls()
      .promotionSms(smsRequest)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'ApiError',
      code: PROMOTION_WRONG_CAPTCHA,
      serverMessage: 'Kode gambar salah',
    });
    expect(hasPromotionCode(error, PROMOTION_WRONG_CAPTCHA)).toBe(true);
  });

  it('sends one SMS for a double tap', async () => {
    const seen: Request[] = [];
    server.use(
      http.post(`${ORIGIN}/promotion/get-sms`, async ({ request }) => {
        seen.push(request);
        await delay(20);
        return HttpResponse.json({ code: 0, data: null });
      }),
    );
    const api = calls();
    await Promise.all([api.promotionSms(smsRequest), api.promotionSms(smsRequest)]);
    expect(seen).toHaveLength(1);
  });
});

describe('register', () => {
  const registration = {
    phone: '9876543210',
    capcode: 'x4Tz',
    sid: 'a0b1c2',
    deviceId: 'web-77d1',
    appName: 'RupeeRise',
    merchantNumber: '3301',
    smsCode: '482913',
    id: 5,
    userName: 'Priya Sharma',
    invite_code: 'RR2024',
    user_from: 'google',
    app_from: 'landing',
    utm_tag: 'diwali',
  };

  it('posts every registration field with an Idempotency-Key', async () => {
    const seen = answer('/promotion/register', { uid: 99 });
    await expect(calls().promotionRegister(registration)).resolves.toBeUndefined();
    expect(await form(seen[0]!)).toEqual({ ...registration, id: '5' });
    expect(seen[0]!.headers.get('idempotency-key')).toMatch(/\S{8,}/);
  });

  it('leaves out the optional fields the page does not have', async () => {
    const seen = answer('/promotion/register', null);
    await calls().promotionRegister({
      phone: '081234567890',
      capcode: 'k7Pq',
      sid: 'c1f0a9e2b7',
      deviceId: 'web-3f9a',
      appName: 'Dana Kilat',
      merchantNumber: 'M0021',
      smsCode: '193820',
      id: 17,
    });
    expect(Object.keys(await form(seen[0]!)).sort()).toEqual(
      ['appName', 'capcode', 'deviceId', 'id', 'merchantNumber', 'phone', 'sid', 'smsCode'].sort(),
    );
  });

  it.each([
    [11, PROMOTION_ALREADY_REGISTERED],
    ['11', PROMOTION_ALREADY_REGISTERED],
    [-1, PROMOTION_REGISTER_WRONG_CAPTCHA],
    ['-1', PROMOTION_REGISTER_WRONG_CAPTCHA],
  ])('reports code %j as %s', async (code, expected) => {
    answer('/promotion/register', null, { code, message: 'you are already registered' });
    const error = await calls()
      .promotionRegister(registration)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(hasPromotionCode(error, expected)).toBe(true);
    expect(hasPromotionCode(error, PROMOTION_WRONG_CAPTCHA)).toBe(false);
  });

  it('keeps the Idempotency-Key when the borrower retries after a dropped connection', async () => {
    const keys: string[] = [];
    let drop = true;
    server.use(
      http.post(`${ORIGIN}/promotion/register`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key') ?? '');
        return drop ? HttpResponse.error() : HttpResponse.json({ code: 0, data: null });
      }),
    );
    const api = calls();
    await expect(api.promotionRegister(registration)).rejects.toBeInstanceOf(NetworkError);
    drop = false;
    await api.promotionRegister(registration);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('tells only call errors apart by code', () => {
    expect(hasPromotionCode(new Error('11'), PROMOTION_ALREADY_REGISTERED)).toBe(false);
    expect(hasPromotionCode(null, PROMOTION_ALREADY_REGISTERED)).toBe(false);
  });
});
