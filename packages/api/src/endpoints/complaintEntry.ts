import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { pageReads } from '../pageReads';
import { list, optionalText } from '../schemas/wire';
import {
  currentOrder,
  orderSummary,
  problemOption,
  type OrderSummary,
  type ProblemOption,
} from './complaintWire';

/* ---------- Complaint entry ---------- */

export interface ComplaintEntry {
  types: ProblemOption[];
  subTypes: ProblemOption[];
  /** The order the complaint is about by default; null when the borrower has none. */
  order: OrderSummary | null;
  orders: OrderSummary[];
}

/** Complaint entry (spec screen 2): problem types, collection sub-types and the borrower's orders. */
export const problemInit = defineEndpoint({
  ...pageReads.problemInit,
  success: 'doubleZero',
  kind: 'read',
  wire: {
    path: 'ours',
    method: 'spec',
    payload: { orderId: 'spec' },
    replyFromSpec: [
      'problemType',
      'problemType[].value',
      'problemType[].title',
      'problemSonType',
      'problemSonType[].value',
      'problemSonType[].title',
      'orderDetail',
      'orderList',
      'orderList[].orderNo',
      'orderList[].productLogo',
      'orderList[].productName',
      'orderList[].status',
      'orderList[].isShow',
      'orderList[].list',
      'orderList[].list[].title',
      'orderList[].list[].value',
    ],
    success: 'ours',
    note: "Path hidden behind the spec's key table: ours (the POST twin of GET problem-init). Success '00' like most complaint calls.",
  },
  data: v.pipe(
    v.object({
      problemType: list(problemOption),
      problemSonType: list(problemOption),
      orderDetail: currentOrder,
      orderList: list(orderSummary),
    }),
    v.transform((d): ComplaintEntry => ({
      types: d.problemType,
      subTypes: d.problemSonType,
      order: d.orderDetail,
      orders: d.orderList,
    })),
  ),
});

export interface ProblemTypes {
  types: ProblemOption[];
  subTypes: ProblemOption[];
}

/** The problem types alone (the complaint form's tags): same path as problem-init, GET, no payload. */
export const problemTypes = defineEndpoint({
  ...pageReads.problemTypes,
  success: 'doubleZero',
  kind: 'read',
  wire: {
    path: 'spec',
    method: 'spec',
    payload: {},
    replyFromSpec: [
      'problemType',
      'problemType[].value',
      'problemType[].title',
      'problemSonType',
      'problemSonType[].value',
      'problemSonType[].title',
    ],
    success: 'ours',
  },
  data: v.pipe(
    v.object({ problemType: list(problemOption), problemSonType: list(problemOption) }),
    v.transform((d): ProblemTypes => ({ types: d.problemType, subTypes: d.problemSonType })),
  ),
});

/**
 * A type on the new (Indonesian) entry. The spec does not show `problemStatus` items: we read the old
 * `{ value, title }` and the chatbot's `{ id, title_local }`, since the screen shows a localised title and
 * passes on only the chosen position.
 */
const newProblemType = v.pipe(
  v.object({
    value: optionalText,
    id: optionalText,
    title: optionalText,
    title_local: optionalText,
  }),
  v.transform((t): ProblemOption => ({ value: t.value || t.id, title: t.title_local || t.title })),
);

export interface NewComplaintEntry {
  types: ProblemOption[];
  order: OrderSummary | null;
  orders: OrderSummary[];
}

/** Complaint entry, new variant (spec screen 3): leads to the chatbot. */
export const problemInitNew = defineEndpoint({
  ...pageReads.problemInitNew,
  // Filed with the complaint calls ('00'), although the chatbot's calls under /h5-api/v3 succeed with 0.
  success: 'doubleZero',
  kind: 'read',
  wire: {
    path: 'spec',
    method: 'spec',
    payload: { orderNo: 'spec' },
    replyFromSpec: [
      'problemStatus',
      'orderDetail',
      'orderList',
      'orderList[].orderNo',
      'orderList[].productLogo',
      'orderList[].productName',
      'orderList[].status',
      'orderList[].isShow',
      'orderList[].list',
      'orderList[].list[].title',
      'orderList[].list[].value',
    ],
    success: 'ours',
    note: 'problemStatus items are read as { value, title } or { id, title_local } (ours).',
  },
  data: v.pipe(
    v.object({
      problemStatus: list(newProblemType),
      orderDetail: currentOrder,
      orderList: list(orderSummary),
    }),
    v.transform((d): NewComplaintEntry => ({
      types: d.problemStatus,
      order: d.orderDetail,
      orders: d.orderList,
    })),
  ),
});
