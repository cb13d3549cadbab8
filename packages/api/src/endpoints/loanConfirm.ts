import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { AGREEMENT_SCENE, pageReads } from '../pageReads';
import { amount, detailRow, flag, integer, list, optionalText, text } from '../schemas/wire';

export { AGREEMENT_SCENE };

/** The constant the backend expects on contract-jump and loan-detail-push (value not in the spec: ours). */
export const H5_CHANNEL = 'h5';

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
