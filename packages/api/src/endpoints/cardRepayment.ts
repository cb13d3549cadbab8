import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { pageReads } from '../pageReads';
import { flag, id, ignored, list, optionalText, text } from '../schemas/wire';

type Id = string | number;

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
