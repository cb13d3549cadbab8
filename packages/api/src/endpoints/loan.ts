import * as v from 'valibot';
import type { ApiClient, CallOptions } from '../client';
import { defineEndpoint } from '../endpoint';
import { AGREEMENT_SCENE, pageReads } from '../pageReads';

export { AGREEMENT_SCENE };
import { disguisedProducts, recommendedProducts } from '../schemas/products';
import { amount, detailRow, flag, ignored, integer, list, optionalText, text } from '../schemas/wire';

const repayPlan = v.pipe(
  v.object({ amount, pay_time: optionalText, description: optionalText }),
  v.transform((p) => ({ amount: p.amount, payTime: p.pay_time, description: p.description })),
);

/** Loan confirmation (spec screen 19). */
export const loanConfirm = defineEndpoint({
  ...pageReads.loanConfirm,
  success: 'zero',
  kind: 'read',
  wire: {
    path: 'spec',
    method: 'spec',
    payload: { productId: 'spec' },
    replyFromSpec: [
      'productLogo',
      'productName',
      'amount',
      'periods',
      'termUnit',
      'pRateDsc',
      'details',
      'details[].text',
      'details[].value',
      'detail1',
      'detail1[].text',
      'detail1[].value',
      'detail2',
      'detail2[].text',
      'detail2[].value',
      'repay_plans',
      'repay_plans[].amount',
      'repay_plans[].pay_time',
      'repay_plans[].description',
      'firstPayTime',
      'firstPeriodDay',
      'sendSms',
      'isPopType',
      'popTitle',
      'popContent',
      'popAgreementUrl',
      'note',
      'sp_rate',
    ],
    success: 'spec',
    note: "Rows read `title` as well as the spec's `text`.",
  },
  data: v.pipe(
    v.object({
      productLogo: optionalText,
      productName: text,
      amount,
      periods: integer,
      termUnit: optionalText,
      pRateDsc: optionalText,
      details: list(detailRow),
      detail1: list(detailRow),
      detail2: list(detailRow),
      repay_plans: list(repayPlan),
      firstPayTime: optionalText,
      firstPeriodDay: optionalText,
      sendSms: flag,
      isPopType: v.nullish(integer),
      popTitle: optionalText,
      popContent: optionalText,
      popAgreementUrl: optionalText,
      note: optionalText,
      sp_rate: optionalText,
    }),
    v.transform((d) => ({
      productLogo: d.productLogo,
      productName: d.productName,
      amount: d.amount,
      periods: d.periods,
      termUnit: d.termUnit,
      rateText: d.pRateDsc,
      /** Type 1 shows `details` and may show the agreement pop-up; other types show `detail1`/`detail2`. */
      type: d.isPopType ?? 0,
      details: d.details,
      detail1: d.detail1,
      detail2: d.detail2,
      repayPlans: d.repay_plans,
      firstPayTime: d.firstPayTime,
      firstPeriodDay: d.firstPeriodDay,
      sendSms: d.sendSms,
      popTitle: d.popTitle,
      popContent: d.popContent,
      popAgreementUrl: d.popAgreementUrl,
      note: d.note,
      spRate: d.sp_rate,
    })),
  ),
});
export type LoanConfirm = v.InferOutput<(typeof loanConfirm)['data']>;

/** Agreement titles for the confirm page (scene 3). */
export const agreementTitles = defineEndpoint({
  ...pageReads.agreementTitles,
  success: 'zero',
  kind: 'read',
  wire: {
    path: 'spec',
    method: 'ours',
    payload: { productId: 'spec', scene: { source: 'spec', sample: 3 } },
    replyFromSpec: ['[].title'],
    success: 'spec',
    note: 'Method not shown: POST like the other /v3 calls. The reply is read as a list of { title }.',
  },
  data: list(
    v.pipe(
      v.object({ title: text }),
      v.transform((a) => a.title),
    ),
  ),
});

/** The URL of one agreement (by its position in the titles list). */
export const agreementUrl = defineEndpoint({
  name: 'contract-jump',
  pageIds: ['productId', 'orderId'],
  method: 'POST',
  path: '/v3/contract/contract-jump',
  base: 'general',
  success: 'zero',
  kind: 'read',
  wire: {
    path: 'spec',
    method: 'ours',
    payload: {
      productId: 'spec',
      scene: { source: 'spec', sample: 3 },
      position: { source: 'spec', sample: 0 },
      orderId: 'spec',
      channel: { source: 'ours', sample: 'h5' },
    },
    replyFromSpec: ['contract_url'],
    success: 'spec',
    note: 'The spec\'s "one extra constant": we send channel=h5 (name and value ours).',
  },
  data: v.pipe(
    v.object({ contract_url: text }),
    v.transform((d) => d.contract_url),
  ),
});

/** Confirms the loan: the money call of the confirm page. */
export const loanPush = defineEndpoint({
  name: 'loan-detail-push',
  method: 'POST',
  path: '/v3/loan-confirm/loan-detail-push',
  base: 'general',
  success: 'zero',
  kind: 'money',
  wire: {
    path: 'spec',
    method: 'spec',
    payload: {
      amount: 'spec',
      periods: 'spec',
      termUnit: 'spec',
      productId: 'spec',
      channel: { source: 'ours', sample: 'h5' },
    },
    replyFromSpec: ['lendDetailsUrl'],
    success: 'spec',
    note: 'The spec\'s "one extra constant": we send channel=h5 (name and value ours).',
  },
  intent: true,
  data: v.pipe(
    v.object({ lendDetailsUrl: text }),
    v.transform((d) => ({ lendDetailsUrl: d.lendDetailsUrl })),
  ),
});

/** Loan details by order status (spec screen 21). */
export const loanDetails = defineEndpoint({
  ...pageReads.loanDetails,
  success: 'zero',
  kind: 'read',
  wire: {
    path: 'spec',
    method: 'ours',
    payload: { productId: 'spec', orderId: 'spec' },
    replyFromSpec: [
      'orderStatus',
      'noticeStatusText',
      'noticeDesText',
      'recProducts',
      'recProducts[].productLogo',
      'recProducts[].productName',
      'productName',
      'productLogo',
      'userOrderDetail',
      'userOrderDetail.detail',
      'userOrderDetail.detail[].text',
      'userOrderDetail.detail[].value',
      'h5Url',
      'isDelay',
      'telephone',
      'isScore',
    ],
    success: 'spec',
    note: "Method not shown: POST. The spec hides the names of the recommended products' range, description, rate, button text and flag: lmt, lmd, dsc, rte, btx, avl, tags are ours.",
  },
  data: v.pipe(
    v.object({
      orderStatus: integer,
      noticeStatusText: optionalText,
      noticeDesText: optionalText,
      recProducts: disguisedProducts,
      productName: optionalText,
      productLogo: optionalText,
      userOrderDetail: v.nullish(v.object({ detail: list(detailRow) })),
      h5Url: optionalText,
      isDelay: flag,
      telephone: optionalText,
      isScore: flag,
    }),
    v.transform((d) => ({
      status: d.orderStatus,
      statusText: d.noticeStatusText,
      statusDescription: d.noticeDesText,
      products: d.recProducts,
      productName: d.productName,
      productLogo: d.productLogo,
      rows: d.userOrderDetail?.detail ?? [],
      h5Url: d.h5Url,
      canExtend: d.isDelay,
      telephone: d.telephone,
      askForRating: d.isScore,
    })),
  ),
});
export type LoanDetails = v.InferOutput<(typeof loanDetails)['data']>;

/** Records "borrow again" (module 30, position 0). */
export const eventSave = defineEndpoint({
  name: 'event-save',
  method: 'POST',
  path: '/service/event/save',
  base: 'general',
  success: 'zero',
  kind: 'record',
  wire: {
    path: 'spec',
    method: 'spec',
    payload: {
      productId: 'spec',
      moduleId: { source: 'spec', sample: 30 },
      positionId: { source: 'spec', sample: 0 },
    },
    replyFromSpec: [],
    success: 'spec',
  },
  data: ignored,
});

/** The borrower's rating of the loan experience (the score they chose, never a constant). */
export const loanScore = defineEndpoint({
  name: 'google-score',
  method: 'POST',
  path: '/v3/loan-details/google-score',
  base: 'general',
  success: 'zero',
  kind: 'submit',
  wire: {
    path: 'spec',
    method: 'spec',
    payload: { score: 'spec', orderId: 'ours' },
    replyFromSpec: [],
    success: 'spec',
    note: 'We send the score the borrower chose (the spec: always 5) and the order.',
  },
  // A rating is a submit: Try again after a lost reply repeats it with its key, so the order is rated once.
  intent: true,
  data: ignored,
});

/** Recommended products for a scene (spec screen 13). */
export const recommendProducts = defineEndpoint({
  ...pageReads.recommendProducts,
  success: 'zero',
  kind: 'read',
  wire: {
    path: 'spec',
    method: 'spec',
    payload: { scene: { source: 'spec', sample: 1 } },
    replyFromSpec: [
      '[].id',
      '[].productLogo',
      '[].productName',
      '[].buttonStatus',
      '[].buttonText',
      '[].amountRange',
      '[].amountRangeDes',
      '[].loan_rate',
      '[].productDesc',
      '[].productTags',
      'list[].id',
      'list[].productLogo',
      'list[].productName',
      'list[].buttonStatus',
      'list[].buttonText',
      'list[].amountRange',
      'list[].amountRangeDes',
      'list[].loan_rate',
      'list[].productDesc',
      'list[].productTags',
    ],
    success: 'ours',
    note: 'The product list is read as data itself or as data.list (ours). Success code not pinned: 0.',
  },
  data: v.pipe(
    v.nullish(v.union([recommendedProducts, v.object({ list: recommendedProducts })])),
    v.transform((d) => (d === null || d === undefined ? [] : Array.isArray(d) ? d : d.list)),
  ),
});

/** Records a tap on a recommended product. */
export const pageEvent = defineEndpoint({
  name: 'page-event-save',
  method: 'POST',
  path: '/indah/pageEvent/save',
  base: 'root',
  success: 'zero',
  kind: 'record',
  wire: {
    path: 'spec',
    method: 'spec',
    payload: { productId: 'spec', moduleId: 'spec', positionId: 'spec' },
    replyFromSpec: [],
    success: 'ours',
  },
  data: ignored,
});

/** Applies for a recommended product: the URL to open. */
export const productApply = defineEndpoint({
  name: 'product-apply',
  method: 'POST',
  path: '/indah/v3/product/apply',
  base: 'root',
  success: 'zero',
  kind: 'submit',
  wire: {
    path: 'spec',
    method: 'spec',
    payload: { product_id: 'spec', module_id: 'spec', scene: 'spec' },
    replyFromSpec: ['url'],
    success: 'ours',
  },
  data: v.pipe(
    v.object({ url: text }),
    v.transform((d) => d.url),
  ),
});

/** Joint-login failure: message, notice and products (disguised names). */
export const jointFailureInfo = defineEndpoint({
  ...pageReads.jointFailureInfo,
  success: 'zero',
  kind: 'read',
  wire: {
    path: 'ours',
    method: 'spec',
    payload: {},
    replyFromSpec: ['message', 'notice'],
    success: 'spec',
    note: 'Disguised path in the spec: ours. The status code and product list names (statusCode, products) are ours.',
  },
  data: v.pipe(
    v.object({
      statusCode: v.optional(optionalText),
      message: optionalText,
      notice: optionalText,
      products: disguisedProducts,
    }),
    v.transform((d) => ({ message: d.message, notice: d.notice, products: d.products })),
  ),
});

export const jointProductClick = defineEndpoint({
  name: 'joint-product-click',
  method: 'POST',
  path: '/joint/product-click',
  base: 'general',
  success: 'zero',
  kind: 'record',
  wire: {
    path: 'ours',
    method: 'spec',
    payload: { productId: 'ours' },
    replyFromSpec: [],
    success: 'spec',
    note: 'Disguised path in the spec: ours.',
  },
  data: ignored,
});

/** Where a joint-failure product leads: an http(s) URL opens in the page, anything else goes to the iOS app. */
export const jointProductJump = defineEndpoint({
  name: 'joint-product-jump',
  method: 'POST',
  path: '/joint/product-jump',
  base: 'general',
  success: 'zero',
  kind: 'record',
  wire: {
    path: 'ours',
    method: 'spec',
    payload: { productId: 'ours' },
    replyFromSpec: [],
    success: 'spec',
    note: 'Disguised path in the spec: ours. Not sent by the contract check: a jump may count as a referral to the lender.',
  },
  data: v.pipe(
    v.object({ url: text }),
    v.transform((d) => d.url),
  ),
});

export const loanEndpoints = {
  loanConfirm,
  agreementTitles,
  agreementUrl,
  loanPush,
  loanDetails,
  eventSave,
  loanScore,
  recommendProducts,
  pageEvent,
  productApply,
  jointFailureInfo,
  jointProductClick,
  jointProductJump,
};

/** The constant the backend expects on contract-jump and loan-detail-push (value not in the spec: ours). */
export const H5_CHANNEL = 'h5';

type Id = string | number;

/** One typed function per loan call. */
export function loanCalls(client: ApiClient) {
  return {
    loanConfirm: (p: { productId: Id }, o?: CallOptions) => client.call(loanConfirm, p, o),
    agreementTitles: (p: { productId: Id }, o?: CallOptions) =>
      client.call(agreementTitles, { ...p, scene: AGREEMENT_SCENE }, o),
    agreementUrl: (p: { productId: Id; position: number; orderId?: Id }, o?: CallOptions) =>
      client.call(agreementUrl, { ...p, scene: AGREEMENT_SCENE, channel: H5_CHANNEL }, o),
    loanPush: (p: { amount: string; periods: number; termUnit: string; productId: Id }, o?: CallOptions) =>
      client.call(loanPush, { ...p, channel: H5_CHANNEL }, o),
    loanDetails: (p: { productId: Id; orderId: Id }, o?: CallOptions) => client.call(loanDetails, p, o),
    /** "Borrow again": module 30, position 0. */
    borrowAgainEvent: (p: { productId: Id }, o?: CallOptions) =>
      client.call(eventSave, { ...p, moduleId: 30, positionId: 0 }, o),
    loanScore: (p: { score: 1 | 2 | 3 | 4 | 5; orderId?: Id }, o?: CallOptions) =>
      client.call(loanScore, p, o),
    recommendProducts: (p: { scene: string | number }, o?: CallOptions) =>
      client.call(recommendProducts, p, o),
    productTapEvent: (p: { productId: Id; moduleId: number; positionId: number }, o?: CallOptions) =>
      client.call(pageEvent, p, o),
    productApply: (p: { product_id: Id; module_id: number; scene: string | number }, o?: CallOptions) =>
      client.call(productApply, p, o),
    jointFailureInfo: (p: Record<string, never> = {}, o?: CallOptions) => client.call(jointFailureInfo, p, o),
    jointProductClick: (p: { productId: Id }, o?: CallOptions) => client.call(jointProductClick, p, o),
    jointProductJump: (p: { productId: Id }, o?: CallOptions) => client.call(jointProductJump, p, o),
  };
}
