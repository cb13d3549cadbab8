import * as v from 'valibot';
import type { ApiClient, CallOptions } from '../client';
import { defineEndpoint } from '../endpoint';
import { pageReads } from '../pageReads';
import { amount, detailRow, flag, id, ignored, integer, list, optionalText, text } from '../schemas/wire';

/* ---------- Instalment plan (spec screen 17) ---------- */

const instalment = v.pipe(
  v.object({
    periodNo: integer,
    totalAmount: amount,
    amount: optionalText,
    canClick: flag,
    periodStatus: v.nullish(integer),
    repayDes: optionalText,
    dueTime: optionalText,
    /** Our choice (the spec shows no lateness fields): days past due, absent or 0 when not late. */
    overdueDays: v.nullish(integer),
    /** Our choice: the late fee included in `totalAmount`, numeric text, absent when there is none. */
    lateFee: v.nullish(amount),
  }),
  v.transform((i) => ({
    period: i.periodNo,
    /** Numeric text: what the running total adds up. */
    totalAmount: i.totalAmount,
    /** The server's own formatted amount, shown as is. */
    amountText: i.amount,
    /** Only the first pending instalment can be selected, and only when this is on (`canClick` 1). */
    selectable: i.canClick,
    /** 500 shows the amount in the dark colour. */
    status: i.periodStatus ?? 0,
    description: i.repayDes,
    dueTime: i.dueTime,
    /** Days late (0: not late). */
    overdueDays: i.overdueDays ?? 0,
    /** The late fee in `totalAmount` as numeric text; '' when none was sent. */
    lateFee: i.lateFee ?? '',
  })),
);
export type Instalment = v.InferOutput<typeof instalment>;

/** Status of an instalment whose amount is shown in the dark colour. */
export const INSTALMENT_STATUS_DARK = 500;

export const instalmentPlan = defineEndpoint({
  ...pageReads.instalmentPlan,
  success: 'zero',
  kind: 'read',
  wire: {
    path: 'spec',
    method: 'ours',
    payload: { productId: 'spec', orderId: 'spec' },
    replyFromSpec: [
      'productName',
      'repayWaitCount',
      'note',
      'repayPlanDetail',
      'repayPlanDetail.repayWaitDetail',
      'repayPlanDetail.repayYetDetail',
      'repayPlanDetail.repayWaitDetail[].periodNo',
      'repayPlanDetail.repayWaitDetail[].totalAmount',
      'repayPlanDetail.repayWaitDetail[].amount',
      'repayPlanDetail.repayWaitDetail[].canClick',
      'repayPlanDetail.repayWaitDetail[].periodStatus',
      'repayPlanDetail.repayWaitDetail[].repayDes',
      'repayPlanDetail.repayWaitDetail[].dueTime',
      'repayPlanDetail.repayYetDetail[].periodNo',
      'repayPlanDetail.repayYetDetail[].totalAmount',
      'repayPlanDetail.repayYetDetail[].amount',
      'repayPlanDetail.repayYetDetail[].canClick',
      'repayPlanDetail.repayYetDetail[].periodStatus',
      'repayPlanDetail.repayYetDetail[].repayDes',
      'repayPlanDetail.repayYetDetail[].dueTime',
    ],
    success: 'spec',
    note: 'The spec leaves the method open (GET or POST): POST.',
  },
  data: v.pipe(
    v.object({
      productName: optionalText,
      repayWaitCount: v.nullish(integer),
      note: optionalText,
      repayPlanDetail: v.nullish(
        v.object({ repayWaitDetail: list(instalment), repayYetDetail: list(instalment) }),
      ),
    }),
    v.transform((d) => {
      const pending = d.repayPlanDetail?.repayWaitDetail ?? [];
      return {
        productName: d.productName,
        /** The server's count of instalments still to pay; the pending list's length when it sends none. */
        waitingCount: d.repayWaitCount ?? pending.length,
        note: d.note,
        pending,
        paid: d.repayPlanDetail?.repayYetDetail ?? [],
      };
    }),
  ),
});
export type InstalmentPlan = v.InferOutput<(typeof instalmentPlan)['data']>;

/* ---------- Extension (delay) fee (spec screen 18) ---------- */

export const extensionDetail = defineEndpoint({
  ...pageReads.extensionDetail,
  success: 'zero',
  kind: 'read',
  wire: {
    path: 'spec',
    method: 'spec',
    payload: { productId: 'spec', orderId: 'spec' },
    replyFromSpec: [
      'productName',
      'productLogo',
      'delayShouldPayAmount',
      'delayExpiryTime',
      'orderDetail',
      'orderDetail.detail',
      'orderDetail.detail[].text',
      'orderDetail.detail[].value',
      'telephone',
    ],
    success: 'spec',
  },
  data: v.pipe(
    v.object({
      productName: optionalText,
      productLogo: optionalText,
      delayShouldPayAmount: amount,
      delayExpiryTime: optionalText,
      orderDetail: v.nullish(v.object({ detail: list(detailRow) })),
      telephone: optionalText,
    }),
    v.transform((d) => ({
      productName: d.productName,
      productLogo: d.productLogo,
      /** The extension fee: numeric text. */
      feeAmount: d.delayShouldPayAmount,
      expiryTime: d.delayExpiryTime,
      /** Every row as sent; the screen hides the ones with an empty or zero value. */
      rows: d.orderDetail?.detail ?? [],
      /** Empty when the server sends none: the app falls back to its configured service phone. */
      telephone: d.telephone,
    })),
  ),
});
export type ExtensionDetail = v.InferOutput<(typeof extensionDetail)['data']>;

/* ---------- Virtual account (spec screen 14, /that and /individual) ---------- */

/** Pay types on the wire: 1 bank, 2 mini market. */
export const PAY_TYPE = { bank: 1, market: 2 } as const;
export type PayType = keyof typeof PAY_TYPE;
/** The mini market used until the borrower chooses a method (spec section 9). */
export const DEFAULT_MARKET_PAY_CODE = 'ALFAMART';

// Each pay type as 1 or '1' (2 or '2'), read as its domain name so the two shapes below stay apart.
const bankPayType = v.pipe(
  v.union([v.literal(1), v.literal('1')]),
  v.transform(() => 'bank' as const),
);
const marketPayType = v.pipe(
  v.union([v.literal(2), v.literal('2')]),
  v.transform(() => 'market' as const),
);

export interface PaymentStepGroup {
  /** The channel, e.g. "ATM", "Mobile banking". */
  name: string;
  steps: string[];
}
/** Bank payments come as steps per channel; mini-market payments as one list of steps. */
export type PaymentSteps = { kind: 'bank'; groups: PaymentStepGroup[] } | { kind: 'market'; steps: string[] };

const stepGroup = v.pipe(
  v.object({ name: optionalText, steps: list(text) }),
  v.transform((g): PaymentStepGroup => ({ name: g.name, steps: g.steps })),
);

const virtualAccountEntries = {
  amount,
  vcode: text,
  cardNo: optionalText,
  payCode: optionalText,
  specificNum: optionalText,
  telephone: optionalText,
  // Not in the spec's field list: ours, optional, so a server without it still parses.
  expireTime: optionalText,
};

export interface VirtualAccount {
  /** Numeric text. */
  amount: string;
  /** The virtual account code the borrower pays to. */
  code: string;
  cardNo: string;
  payType: PayType;
  payCode: string;
  specificNum: string;
  telephone: string;
  /** When the code stops accepting payments (server date); empty when the server sends none. */
  expiryTime: string;
  paymentSteps: PaymentSteps;
}

export const virtualAccount = defineEndpoint({
  name: 'generate-vcode',
  pageIds: ['productId', 'orderId'],
  method: 'POST',
  // Path not shown in the spec: ours, next to the other /v3 calls.
  path: '/v3/repay/generate-vcode',
  base: 'general',
  success: 'zero',
  kind: 'money',
  wire: {
    path: 'ours',
    method: 'ours',
    payload: {
      productId: 'spec',
      orderId: 'spec',
      amount: 'spec',
      payCode: 'spec',
      pay_type: 'spec',
      is_default: 'spec',
      is_display: 'spec',
      specific_num: 'spec',
    },
    replyFromSpec: [
      'amount',
      'vcode',
      'cardNo',
      'payType',
      'payCode',
      'payStep',
      'payStep[].name',
      'payStep[].steps',
      'specificNum',
      'telephone',
    ],
    success: 'spec',
    note: 'Only the name generate-vcode is shown: path (under /v3/repay) and method ours; expireTime ours.',
  },
  // Generating a code is an intent: a double mount or a retry joins (or repeats with the same key) one request.
  intent: true,
  // payType decides how payStep reads: a bank sends steps per channel, a mini market one list.
  data: v.pipe(
    v.variant(
      'payType',
      [
        v.object({ ...virtualAccountEntries, payType: bankPayType, payStep: list(stepGroup) }),
        v.object({ ...virtualAccountEntries, payType: marketPayType, payStep: list(text) }),
      ],
      'expected pay type 1 (bank) or 2 (mini market)',
    ),
    v.transform((d): VirtualAccount => ({
      amount: d.amount,
      code: d.vcode,
      cardNo: d.cardNo,
      payType: d.payType,
      payCode: d.payCode,
      specificNum: d.specificNum,
      telephone: d.telephone,
      expiryTime: d.expireTime,
      paymentSteps:
        d.payType === 'bank' ? { kind: 'bank', groups: d.payStep } : { kind: 'market', steps: d.payStep },
    })),
  ),
});

// The spec names only bankName and "method list" / "market list": the other wire names are ours.
const payMethod = v.pipe(
  v.object({ methodName: text, specificNum: optionalText }),
  v.transform((m) => ({ name: m.methodName, specificNum: m.specificNum })),
);
const payBank = v.pipe(
  v.object({ bankName: text, payCode: text, methodList: list(payMethod) }),
  v.transform((b) => ({ name: b.bankName, payCode: b.payCode, methods: b.methodList })),
);
const payMarket = v.pipe(
  v.object({ marketName: text, payCode: text }),
  v.transform((m) => ({ name: m.marketName, payCode: m.payCode })),
);
export type PayMethod = v.InferOutput<typeof payMethod>;
export type PayBank = v.InferOutput<typeof payBank>;
export type PayMarket = v.InferOutput<typeof payMarket>;

export const payOptions = defineEndpoint({
  ...pageReads.payOptions,
  success: 'zero',
  kind: 'read',
  wire: {
    path: 'ours',
    method: 'ours',
    payload: { productId: 'spec', orderId: 'spec', pay_type: { source: 'spec', sample: 1 } },
    replyFromSpec: ['bankList[].bankName'],
    success: 'spec',
    note: 'Only the name init-pay-type is shown: path and method ours; the list names bankList, methodList, marketList and their fields besides bankName are ours.',
  },
  data: v.pipe(
    v.object({ bankList: list(payBank), marketList: list(payMarket) }),
    v.transform((d) => ({ banks: d.bankList, markets: d.marketList })),
  ),
});
export type PayOptions = v.InferOutput<(typeof payOptions)['data']>;

/* ---------- Card repayment (payway flow, spec screen 11) ---------- */

const CARD_REPAY_BASE = '/api/v1/youmi/youmi-api/service/loan/';

const bankCard = v.pipe(
  // `bankLogo` is our choice (the spec names id, bankName, cardNo, bankCode only): the bank's logo URL.
  v.object({ id, bankName: optionalText, cardNo: text, bankCode: optionalText, bankLogo: optionalText }),
  v.transform((c) => ({
    id: c.id,
    bankName: c.bankName,
    cardNo: c.cardNo,
    bankCode: c.bankCode,
    /** The bank's logo as sent ('' when none); shown only when it is an http(s) address. */
    logo: c.bankLogo,
  })),
);
export type BankCard = v.InferOutput<typeof bankCard>;

export const repaymentWay = defineEndpoint({
  ...pageReads.repaymentWay,
  success: 'doubleZero',
  kind: 'read',
  wire: {
    path: 'spec',
    method: 'spec',
    payload: { orderId: 'ours' },
    replyFromSpec: [
      'alipay',
      'repayToken',
      'bankCards',
      'bankCards[].id',
      'bankCards[].bankName',
      'bankCards[].cardNo',
      'bankCards[].bankCode',
    ],
    success: 'ours',
    note: "Payload not shown: we send the order. Success '00' like most repay calls.",
  },
  data: v.pipe(
    v.object({ alipay: flag, repayToken: text, bankCards: list(bankCard) }),
    v.transform((d) => ({
      /** Whether the alipay-style redirect is offered. */
      alipay: d.alipay,
      /** Sent back with the commit. */
      repayToken: d.repayToken,
      bankCards: d.bankCards,
    })),
  ),
});
export type RepaymentWay = v.InferOutput<(typeof repaymentWay)['data']>;

export const repaymentCommit = defineEndpoint({
  name: 'repayment-commit',
  method: 'POST',
  path: `${CARD_REPAY_BASE}repayment-commit`,
  base: 'root',
  success: 'doubleZero',
  kind: 'money',
  wire: {
    path: 'spec',
    method: 'spec',
    payload: {
      amount: 'spec',
      bankName: 'spec',
      cardId: 'spec',
      cardNo: 'spec',
      couponId: 'spec',
      orderId: 'spec',
      repayToken: 'spec',
      bankCode: 'spec',
      sendMsg: 'spec',
    },
    replyFromSpec: ['needValid', 'repayRecordId'],
    success: 'ours',
  },
  intent: true,
  data: v.pipe(
    v.object({ needValid: flag, repayRecordId: v.nullish(id) }),
    // The confirm step needs the record id: without it an SMS step could never finish.
    v.forward(
      v.check((d) => !d.needValid || !!d.repayRecordId, 'missing while a verification code is needed'),
      ['repayRecordId'],
    ),
    v.transform((d) => ({
      /** An SMS code step follows (needValid 1). */
      needsCode: d.needValid,
      recordId: d.repayRecordId ?? '',
    })),
  ),
});
export type RepaymentCommit = v.InferOutput<(typeof repaymentCommit)['data']>;

/** Success is the code itself; see REPAY_WRONG_CODE and REPAY_DUPLICATE for the failures with their own copy. */
export const repaymentConfirm = defineEndpoint({
  name: 'repayment-confirm',
  method: 'POST',
  path: `${CARD_REPAY_BASE}repayment-confirm`,
  base: 'root',
  success: 'doubleZero',
  kind: 'money',
  wire: {
    path: 'spec',
    method: 'spec',
    payload: { orderId: 'spec', verifyCode: 'spec', repaymentRecordId: 'spec' },
    replyFromSpec: [],
    success: 'ours',
  },
  intent: true,
  data: ignored,
});

/** The alipay-style redirect URL. Not opened here: the caller checks it is http(s) first. */
export const repaymentRedirect = defineEndpoint({
  name: 'repayment-huichao',
  method: 'POST',
  path: `${CARD_REPAY_BASE}repayment-huichao`,
  base: 'root',
  success: 'doubleZero',
  kind: 'money',
  wire: {
    path: 'spec',
    method: 'spec',
    payload: { userId: 'spec', orderId: 'spec', amount: 'spec' },
    replyFromSpec: ['url'],
    success: 'ours',
  },
  data: v.pipe(
    v.object({ url: text }),
    v.transform((d) => d.url),
  ),
});

/** Repay confirm failures the app maps to its own copy (spec section 8); others show the server message. */
export const REPAY_WRONG_CODE = '800006';
export const REPAY_DUPLICATE = '800005';

/**
 * Binds a new bank card for card repayment (the payway flow's #/addnormalcard). Not in the spec's call table:
 * path and fields are ours. Answers with the bound card, which then appears in repayment-way's list.
 */
export const bindCard = defineEndpoint({
  name: 'bind-card',
  method: 'POST',
  path: `${CARD_REPAY_BASE}bind-card`,
  base: 'root',
  success: 'doubleZero',
  kind: 'submit',
  wire: {
    path: 'ours',
    method: 'ours',
    payload: {
      orderId: 'ours',
      bankCode: 'ours',
      bankName: 'ours',
      cardNo: 'ours',
      holderName: 'ours',
      phone: 'ours',
    },
    replyFromSpec: ['id', 'bankName', 'cardNo', 'bankCode'],
    success: 'ours',
    note: "Not in the spec's call table: path, method and payload ours; the reply is the spec's bank card.",
  },
  intent: true,
  data: bankCard,
});

/* ---------- Card repayment payloads (payway flow): one place for the wire names ---------- */

/** repayment-commit's payload. The first commit sends no SMS (sendMsg 0); `resendCode` asks again (sendMsg 1). */
export function repaymentCommitPayload(p: {
  amount: string;
  card: BankCard;
  orderId: Id;
  repayToken: string;
  couponId?: Id;
  resendCode?: boolean;
}) {
  return {
    amount: p.amount,
    bankName: p.card.bankName,
    cardId: p.card.id,
    cardNo: p.card.cardNo,
    couponId: p.couponId,
    orderId: p.orderId,
    repayToken: p.repayToken,
    bankCode: p.card.bankCode,
    sendMsg: p.resendCode ? 1 : 0,
  };
}

/** repayment-confirm's payload. */
export function repaymentConfirmPayload(p: { orderId: Id; verifyCode: string; recordId: Id }) {
  return { orderId: p.orderId, verifyCode: p.verifyCode, repaymentRecordId: p.recordId };
}

export const repayEndpoints = {
  instalmentPlan,
  extensionDetail,
  virtualAccount,
  payOptions,
  repaymentWay,
  repaymentCommit,
  repaymentConfirm,
  repaymentRedirect,
  bindCard,
};

type Id = string | number;

/** The method the borrower chose on /individual; none means the default (mini market ALFAMART). */
export interface PayChoice {
  payType: PayType;
  payCode: string;
  specificNum?: string;
}

/**
 * generate-vcode's payload: the amount as given (numeric text, no separators), the chosen method or the
 * default (mini market ALFAMART, is_default 1), is_display 1 for an extension fee.
 */
export function virtualAccountPayload(p: {
  productId?: Id;
  orderId?: Id;
  amount: string;
  choice?: PayChoice;
  extension?: boolean;
}) {
  return {
    productId: p.productId,
    orderId: p.orderId,
    amount: p.amount,
    pay_type: PAY_TYPE[p.choice?.payType ?? 'market'],
    payCode: p.choice?.payCode ?? DEFAULT_MARKET_PAY_CODE,
    specific_num: p.choice?.specificNum,
    is_default: p.choice ? 0 : 1,
    is_display: p.extension ? 1 : 0,
  };
}

/** One typed function per repay call. */
export function repayCalls(client: ApiClient) {
  return {
    instalmentPlan: (p: { productId: Id; orderId: Id }, o?: CallOptions) => client.call(instalmentPlan, p, o),
    extensionDetail: (p: { productId: Id; orderId: Id }, o?: CallOptions) =>
      client.call(extensionDetail, p, o),
    /** `extension` pays the extension fee (the page's display=1). */
    virtualAccount: (
      p: { productId: Id; orderId: Id; amount: string; choice?: PayChoice; extension?: boolean },
      o?: CallOptions,
    ) => client.call(virtualAccount, virtualAccountPayload(p), o),
    payOptions: (p: { productId: Id; orderId: Id; payType: PayType }, o?: CallOptions) =>
      client.call(
        payOptions,
        { productId: p.productId, orderId: p.orderId, pay_type: PAY_TYPE[p.payType] },
        o,
      ),
    // The spec does not show this payload: the order is what the card list is for.
    repaymentWay: (p: { orderId: Id }, o?: CallOptions) => client.call(repaymentWay, p, o),
    /** First commit sends no SMS (sendMsg 0); `resendCode` asks for a new one (sendMsg 1). */
    repaymentCommit: (
      p: {
        amount: string;
        card: BankCard;
        orderId: Id;
        repayToken: string;
        couponId?: Id;
        resendCode?: boolean;
      },
      o?: CallOptions,
    ) => client.call(repaymentCommit, repaymentCommitPayload(p), o),
    repaymentConfirm: (p: { orderId: Id; verifyCode: string; recordId: Id }, o?: CallOptions) =>
      client.call(repaymentConfirm, repaymentConfirmPayload(p), o),
    repaymentRedirect: (p: { userId: Id; orderId: Id; amount: string }, o?: CallOptions) =>
      client.call(repaymentRedirect, p, o),
    bindCard: (
      p: {
        orderId: Id;
        bankCode: string;
        bankName: string;
        cardNo: string;
        holderName: string;
        phone: string;
      },
      o?: CallOptions,
    ) => client.call(bindCard, p, o),
  };
}
