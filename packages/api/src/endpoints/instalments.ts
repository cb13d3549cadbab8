import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { pageReads } from '../pageReads';
import { amount, detailRow, flag, integer, list, optionalText } from '../schemas/wire';

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
