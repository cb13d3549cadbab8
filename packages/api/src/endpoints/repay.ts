// The repayment area: instalments and extension (instalments.ts), the virtual account and its methods
// (virtualAccount.ts), card repayment (cardRepayment.ts). Split by page so each page's chunk carries only its
// own schemas; this file is the area's index for the endpoint table and the typed API.
import type { ApiClient, CallOptions } from '../client';
import { extensionDetail, instalmentPlan } from './instalments';
import {
  PAY_TYPE,
  payOptions,
  virtualAccount,
  virtualAccountPayload,
  type PayChoice,
  type PayType,
} from './virtualAccount';
import {
  bindCard,
  repaymentCommit,
  repaymentCommitPayload,
  repaymentConfirm,
  repaymentConfirmPayload,
  repaymentRedirect,
  repaymentWay,
  type BankCard,
} from './cardRepayment';

export * from './instalments';
export * from './virtualAccount';
export * from './cardRepayment';

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
