import * as v from 'valibot';
import type { ApiClient, CallOptions } from '../client';
import { defineEndpoint } from '../endpoint';
import { pageReads } from '../pageReads';
import { emptyAsNull, id, integer, list, optionalText } from '../schemas/wire';

// The chatbot's calls live under /h5-api/v3 at the API origin's root and succeed with code 0.

/** A question as the chatbot shows it. */
export interface QaQuestion {
  id: string;
  title: string;
}

const question = v.pipe(
  v.object({ id, title_local: optionalText }),
  v.transform((q): QaQuestion => ({ id: q.id, title: q.title_local })),
);

/** A question that may be missing, null or an empty string: null then. */
const optionalQuestion = emptyAsNull(question);

/** One entry of a category: a sub-question to pick, or an answer with an action. */
export interface QaAnswer {
  id: string;
  title: string;
  /** The shorter title a category tab shows; '' when the server sends none. */
  titleAlias: string;
  /** What choosing it does; `QA_ACTION_COMPLAINT_FORM` (4) jumps to the complaint form. 0 when not sent. */
  actionType: number;
  question: QaQuestion | null;
}

const answer = v.pipe(
  v.object({
    id,
    title_local: optionalText,
    title_local_alias: optionalText,
    action_type: v.nullish(integer, 0),
    question: optionalQuestion,
  }),
  v.transform((a): QaAnswer => ({
    id: a.id,
    title: a.title_local,
    titleAlias: a.title_local_alias,
    actionType: a.action_type,
    question: a.question,
  })),
);

export interface QaList {
  answers: QaAnswer[];
  /** The category's own question (the spec shows the name only; we read `{ id, title_local }`); null at the top. */
  question: QaQuestion | null;
}

/** Spec 4: an answer with action_type 4 jumps to the complaint form. */
export const QA_ACTION_COMPLAINT_FORM = 4;
/** `pid` for the top categories. */
export const QA_TOP = 0;

/** The chatbot's categories (pid 0) or the answers under one (spec screen 7). */
export const qaList = defineEndpoint({
  ...pageReads.qaList,
  success: 'zero',
  kind: 'read',
  wire: {
    path: 'spec',
    method: 'spec',
    payload: { orderNo: 'spec', pid: { source: 'spec', sample: 0 } },
    replyFromSpec: [
      'answerList',
      'answerList[].id',
      'answerList[].title_local',
      'answerList[].title_local_alias',
      'answerList[].action_type',
      'answerList[].question',
      'question',
    ],
    success: 'ours',
    note: 'Success code not pinned: 0, like the other /h5-api/v3 calls.',
  },
  data: v.pipe(
    v.object({ answerList: list(answer), question: optionalQuestion }),
    v.transform((d): QaList => ({ answers: d.answerList, question: d.question })),
  ),
});

/**
 * What the server says back to a record. The spec shows only "data"; a low star score comes with a message
 * for the borrower, so we read `data` as that text (or `data.message`) and anything else as ''.
 */
export interface QaRecordResult {
  message: string;
}

/** Records a chatbot interaction (see `QA_RECORD`). */
export const qaRecord = defineEndpoint({
  name: 'qa-record',
  pageIds: ['orderNo'],
  method: 'POST',
  path: '/h5-api/v3/user-problem/qa-record',
  base: 'root',
  success: 'zero',
  kind: 'record',
  wire: {
    path: 'spec',
    method: 'spec',
    payload: { orderNo: 'spec', type: 'spec', value: 'spec', qaId: 'spec' },
    replyFromSpec: [],
    success: 'ours',
    note: 'data is read as the message for the borrower (text, or data.message).',
  },
  // A submit: a double tap sends one record, and a retry after a failure keeps its Idempotency-Key.
  intent: true,
  data: v.pipe(
    v.unknown(),
    v.transform((d): QaRecordResult => {
      if (typeof d === 'string' || typeof d === 'number') return { message: String(d) };
      if (typeof d === 'object' && d !== null && 'message' in d && typeof d.message === 'string')
        return { message: d.message };
      return { message: '' };
    }),
  ),
});

export const chatbotEndpoints = { qaList, qaRecord };

/** The record types of spec 3. */
export const QA_RECORD = {
  /** The borrower asked for a human. */
  HUMAN: 1,
  /** Helpful or not: value `QA_HELPFUL` (1) or `QA_NOT_HELPFUL` (2). */
  HELPFUL: 2,
  /** A star score, value 1-5. */
  STARS: 3,
  /** Free text the borrower typed. */
  TEXT: 4,
} as const;
export const QA_HELPFUL = 1;
export const QA_NOT_HELPFUL = 2;

type Id = string | number;

/** A record's payload: the type decides what the value is. */
export type QaRecordPayload = { orderNo: string; qaId?: Id } & (
  | { type: typeof QA_RECORD.HUMAN; value?: string }
  | { type: typeof QA_RECORD.HELPFUL; value: typeof QA_HELPFUL | typeof QA_NOT_HELPFUL }
  | { type: typeof QA_RECORD.STARS; value: 1 | 2 | 3 | 4 | 5 }
  | { type: typeof QA_RECORD.TEXT; value: string }
);

/** One typed function per chatbot call. */
export function chatbotCalls(client: ApiClient) {
  return {
    qaList: (p: { orderNo: string; pid: Id }, o?: CallOptions) => client.call(qaList, p, o),
    qaRecord: (p: QaRecordPayload, o?: CallOptions) => client.call(qaRecord, p, o),
  };
}
