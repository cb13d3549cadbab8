import { http, HttpResponse, type HttpHandler } from 'msw';
import type { promotionEndpoints } from '../../endpoints/promotion';
import { captchaSvg } from '../fixtures/promotion';
import { pick } from '../market';
import { nextId, type MockStore } from '../store';
import { endpointPattern, failure, type MockContext, type MockEndpoint } from './define';

/** Spec 8: 101 wrong image captcha (SMS), 11 already registered, -1 wrong captcha on register. */
export const WRONG_CAPTCHA = 101;
export const ALREADY_REGISTERED = 11;
export const REGISTER_WRONG_CAPTCHA = -1;
/** A wrong SMS code on register: the spec gives no code, this one is the mock's. */
export const WRONG_SMS_CODE = 102;

const COPY = {
  noPhone: { ID: 'Masukkan nomor ponsel dengan benar.', IN: 'Please enter the phone number correctly.' },
  captcha: { ID: 'Kode captcha salah.', IN: 'Wrong image code.' },
  registered: {
    ID: 'Anda sudah terdaftar, silakan unduh aplikasi untuk masuk.',
    IN: 'You are already registered, please download the app to log in.',
  },
  sms: { ID: 'Kode SMS salah.', IN: 'Wrong SMS code.' },
};

const captchaRight = (ctx: MockContext) =>
  (ctx.params.capcode ?? '').trim().toUpperCase() === ctx.store.captchaText.toUpperCase();

export const promotionMocks: Partial<Record<keyof typeof promotionEndpoints, MockEndpoint>> = {
  channelTemplate: {
    reply: (ctx) => ({
      ...ctx.db.channelTemplate,
      id: ctx.params.templateId || ctx.db.channelTemplate.id,
      downloadUrl: ctx.publicUrl(ctx.db.channelTemplate.downloadUrl),
    }),
  },
  trackVisit: { reply: () => null },
  trackClick: { reply: () => null },
  promotionSid: {
    reply: (ctx) => {
      const sid = `sid-${String(nextId(ctx.db)).padStart(4, '0')}`;
      ctx.db.sids.push(sid);
      return { sid };
    },
  },
  promotionSms: {
    reply: (ctx) => {
      const phone = (ctx.params.phone ?? '').replace(/\D/g, '');
      if (!phone) return failure(1, pick(ctx.market, COPY.noPhone));
      if (!captchaRight(ctx)) return failure(WRONG_CAPTCHA, pick(ctx.market, COPY.captcha));
      if (ctx.db.registeredPhones.has(phone))
        return failure(ALREADY_REGISTERED, pick(ctx.market, COPY.registered));
      ctx.db.smsSentTo.push(phone);
      return null;
    },
  },
  promotionRegister: {
    // Registering makes the number "already registered" (code 11) from then on.
    reply: (ctx) => {
      const phone = (ctx.params.phone ?? '').replace(/\D/g, '');
      if (!phone) return failure(1, pick(ctx.market, COPY.noPhone));
      if (ctx.db.registeredPhones.has(phone))
        return failure(ALREADY_REGISTERED, pick(ctx.market, COPY.registered));
      if (!captchaRight(ctx)) return failure(REGISTER_WRONG_CAPTCHA, pick(ctx.market, COPY.captcha));
      if (ctx.params.smsCode !== ctx.store.smsCode)
        return failure(WRONG_SMS_CODE, pick(ctx.market, COPY.sms));
      ctx.db.registeredPhones.add(phone);
      return null;
    },
  },
};

/** The captcha image (`/promotion/get-captcha?sid=`): not an endpoint (no JSON), but the page shows it. */
export function captchaHandler(store: MockStore): HttpHandler {
  return http.get(
    endpointPattern({ base: 'root', path: '/promotion/get-captcha' }, ''),
    () =>
      new HttpResponse(captchaSvg(store.captchaText), {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' },
      }),
  );
}
