import * as v from 'valibot';
import type { ApiClient, CallOptions } from '../client';
import { defineEndpoint } from '../endpoint';
import { ApiError } from '../errors';
import { pageReads } from '../pageReads';
import { id, ignored, optionalText, text } from '../schemas/wire';

// The promotion landing page's calls sit at the API origin's root and succeed with code 0 (spec 8).

/** Which phone number format the register form checks (DESIGN: per market, plus the spec's own as `legacy`). */
export type PhoneRule = 'IN' | 'ID' | 'legacy';
export type Market = 'IN' | 'ID';

/** The landing page's configuration, with the phone rule resolved (the template's own, else the market's). */
export interface LandingTemplate {
  /** Sent back as `id` on register. */
  id: string;
  title: string;
  bannerImage: string;
  phoneRule: PhoneRule;
  appName: string;
  merchantNumber: string;
  /** Where the download page sends the borrower after registering. */
  downloadUrl: string;
}

/**
 * The landing template (spec: "id plus landing config"). The wire shape of the config is ours: its fields
 * sit beside `id`. A missing or empty `phoneRule` is null here and becomes the market's rule in the call.
 */
export const channelTemplate = defineEndpoint({
  ...pageReads.channelTemplate,
  success: 'zero',
  kind: 'read',
  wire: {
    path: 'spec',
    method: 'spec',
    payload: { templateId: 'spec' },
    replyFromSpec: ['id'],
    success: 'ours',
    note: 'The landing config fields beside id are ours.',
  },
  data: v.pipe(
    v.object({
      id,
      title: optionalText,
      bannerImage: optionalText,
      phoneRule: v.nullish(v.picklist(['', 'IN', 'ID', 'legacy'], 'expected IN, ID or legacy')),
      appName: optionalText,
      merchantNumber: optionalText,
      downloadUrl: optionalText,
    }),
    v.transform((d): Omit<LandingTemplate, 'phoneRule'> & { phoneRule: PhoneRule | null } => ({
      id: d.id,
      title: d.title,
      bannerImage: d.bannerImage,
      phoneRule: d.phoneRule || null,
      appName: d.appName,
      merchantNumber: d.merchantNumber,
      downloadUrl: d.downloadUrl,
    })),
  ),
});

/** Counts a visit of the landing page; the answer is not used. */
export const trackVisit = defineEndpoint({
  ...pageReads.trackVisit,
  success: 'zero',
  kind: 'record',
  wire: {
    path: 'spec',
    method: 'spec',
    payload: { templateId: 'ours' },
    replyFromSpec: [],
    success: 'ours',
  },
  data: ignored,
});

/** Counts a tap on the register button; the answer is not used. */
export const trackClick = defineEndpoint({
  name: 'track-click',
  method: 'GET',
  path: '/api/v2/youmi/promotion/track-click',
  base: 'root',
  success: 'zero',
  kind: 'record',
  wire: {
    path: 'spec',
    method: 'spec',
    payload: { templateId: 'ours' },
    replyFromSpec: [],
    success: 'ours',
  },
  data: ignored,
});

/** A captcha session id: the captcha image, SMS and register calls all carry it. */
export const promotionSid = defineEndpoint({
  ...pageReads.promotionSid,
  success: 'zero',
  kind: 'read',
  wire: {
    path: 'spec',
    method: 'spec',
    payload: {},
    replyFromSpec: ['sid'],
    success: 'ours',
  },
  data: v.pipe(
    v.object({ sid: text }),
    v.transform((d) => d.sid),
  ),
});

/** Sends the SMS code: a submit call. Code 101 means the image captcha was wrong. */
export const promotionSms = defineEndpoint({
  name: 'promotion-get-sms',
  method: 'POST',
  path: '/promotion/get-sms',
  base: 'root',
  success: 'zero',
  kind: 'submit',
  wire: {
    path: 'spec',
    method: 'spec',
    payload: {
      phone: 'spec',
      capcode: 'spec',
      sid: 'spec',
      deviceId: 'spec',
      appName: 'spec',
      app_from: 'spec',
      user_from: 'spec',
      utm_tag: 'spec',
    },
    replyFromSpec: [],
    success: 'spec',
  },
  // Pinned: the spec's error catalogue says code 0 is success for register / SMS.
  successPinned: true,
  intent: true,
  data: ignored,
});

/** Registers the phone number: a submit call. Code 11 means already registered, -1 a wrong captcha. */
export const promotionRegister = defineEndpoint({
  name: 'promotion-register',
  method: 'POST',
  path: '/promotion/register',
  base: 'root',
  success: 'zero',
  kind: 'submit',
  wire: {
    path: 'spec',
    method: 'spec',
    payload: {
      phone: 'spec',
      capcode: 'spec',
      sid: 'spec',
      deviceId: 'spec',
      appName: 'spec',
      merchantNumber: 'spec',
      smsCode: 'spec',
      id: 'spec',
      userName: 'spec',
      invite_code: 'spec',
      user_from: 'spec',
      app_from: 'spec',
      utm_tag: 'spec',
    },
    replyFromSpec: [],
    success: 'spec',
  },
  // Pinned: the spec's error catalogue says code 0 is success for register / SMS.
  successPinned: true,
  intent: true,
  data: ignored,
});

export const promotionEndpoints = {
  channelTemplate,
  trackVisit,
  trackClick,
  promotionSid,
  promotionSms,
  promotionRegister,
};

/** Spec 8: the codes the landing page acts on; they arrive as `ApiError` codes. */
export const PROMOTION_WRONG_CAPTCHA = 101;
export const PROMOTION_ALREADY_REGISTERED = 11;
export const PROMOTION_REGISTER_WRONG_CAPTCHA = -1;

/** Whether a failed call carries one of the codes above (the server may send it as number or text). */
export function hasPromotionCode(error: unknown, code: number): boolean {
  return error instanceof ApiError && String(error.code) === String(code);
}

/**
 * The captcha image's URL for an `<img>`: the server answers with an image, not JSON, so this is no endpoint.
 * A new `refresh` value gives a new URL, so the browser loads a new captcha for the same sid.
 */
export function captchaImageUrl(client: ApiClient, sid: string, refresh?: string | number): string {
  return client.url({ base: 'root', path: '/promotion/get-captcha' }, { sid, r: refresh });
}

type Id = string | number;

export interface SmsRequest {
  phone: string;
  /** The image captcha's text. */
  capcode: string;
  sid: string;
  deviceId: string;
  appName: string;
  app_from?: string;
  user_from?: string;
  utm_tag?: string;
}

export interface RegisterRequest {
  phone: string;
  capcode: string;
  sid: string;
  deviceId: string;
  appName: string;
  merchantNumber: string;
  smsCode: string;
  /** The landing template's id. */
  id: Id;
  userName?: string;
  invite_code?: string;
  user_from?: string;
  app_from?: string;
  utm_tag?: string;
}

/** One typed function per promotion call. */
export function promotionCalls(client: ApiClient) {
  return {
    /** `market` is not sent: it chooses the phone rule when the template has none. */
    channelTemplate: async (
      { market, ...p }: { templateId: Id; market: Market },
      o?: CallOptions,
    ): Promise<LandingTemplate> => {
      const template = await client.call(channelTemplate, p, o);
      return { ...template, phoneRule: template.phoneRule ?? market };
    },
    trackVisit: (p: { templateId: Id }, o?: CallOptions) => client.call(trackVisit, p, o),
    trackClick: (p: { templateId: Id }, o?: CallOptions) => client.call(trackClick, p, o),
    promotionSid: (p: Record<string, never> = {}, o?: CallOptions) => client.call(promotionSid, p, o),
    promotionSms: (p: SmsRequest, o?: CallOptions) => client.call(promotionSms, { ...p }, o),
    promotionRegister: (p: RegisterRequest, o?: CallOptions) => client.call(promotionRegister, { ...p }, o),
  };
}
