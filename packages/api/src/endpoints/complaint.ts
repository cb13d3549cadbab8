import * as v from 'valibot';
import type { ApiClient, CallOptions } from '../client';
import { defineEndpoint } from '../endpoint';
import { CUSTOMER_SERVICE_OVERALL, pageReads } from '../pageReads';

export { CUSTOMER_SERVICE_OVERALL };
import {
  detailRow,
  emptyAsNull,
  flag,
  id,
  ignored,
  list,
  optionalText,
  text,
  type DetailRow,
} from '../schemas/wire';

// Complaint calls sit at the API origin's root (they are not under the general client's base segment)
// and succeed with code '00', except problem-save, which answers with a `success` flag.

/* ---------- Shared wire pieces ---------- */

/** An order as the complaint entry shows it (the card and the "All" list). */
export interface OrderSummary {
  orderNo: string;
  productLogo: string;
  productName: string;
  /** The order's status as display text. */
  status: string;
  /** `isShow` 1: the borrower may file a collection complaint about this order. */
  allowsCollection: boolean;
  rows: DetailRow[];
}

const orderSummary = v.pipe(
  v.object({
    orderNo: id,
    productLogo: optionalText,
    productName: optionalText,
    status: optionalText,
    isShow: flag,
    list: list(detailRow),
  }),
  v.transform((o): OrderSummary => ({
    orderNo: o.orderNo,
    productLogo: o.productLogo,
    productName: o.productName,
    status: o.status,
    allowsCollection: o.isShow,
    rows: o.list,
  })),
);

/** The current order: the server sends an empty string (or nothing) when there is none. */
const currentOrder = emptyAsNull(orderSummary);

/** A problem type or sub-type the borrower picks. */
export interface ProblemOption {
  value: string;
  title: string;
}

const problemOption = v.pipe(
  v.object({ value: id, title: optionalText }),
  v.transform((o): ProblemOption => ({ value: o.value, title: o.title })),
);

/** Problem type value 1 is "collection": it has sub-types and needs an order that allows it (spec 4, 5, 9). */
export const COLLECTION_PROBLEM_TYPE = '1';

/** Image URLs arrive as a list or as one comma-joined text. */
const imageUrls = v.nullish(
  v.pipe(
    v.unknown(),
    v.transform((u) => (typeof u === 'string' ? u.split(',') : u)),
    v.array(v.string('expected an image URL'), 'expected image URLs'),
    v.transform((urls) => urls.map((s) => s.trim()).filter(Boolean)),
  ),
  [],
);

/** `isScore` counts as "ask for a rating" when it is anything but zero (spec 4: "non-zero"). */
const nonZero = v.nullish(
  v.pipe(
    v.union([v.string(), v.number(), v.boolean()], 'expected a flag'),
    v.transform((x) => {
      if (typeof x === 'boolean') return x;
      const s = String(x).trim();
      return s !== '' && s !== 'false' && Number(s) !== 0;
    }),
  ),
  false,
);

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

/* ---------- One complaint ---------- */

export interface ComplaintDetail {
  problemId: string;
  /** Type and sub-type as display text. */
  type: string;
  subType: string;
  content: string;
  images: string[];
  /** The "Process Result" block: hidden when both reply and reply images are empty. */
  reply: string;
  replyImages: string[];
  /** `isScore` non-zero: open the rating modal about 3 s after load. */
  askForRating: boolean;
  /** When it was filed (`time`, as the list sends it; the spec shows none for details): '' when not sent. */
  time: string;
}

/** Complaint details (spec screen 6). */
export const problemDetail = defineEndpoint({
  ...pageReads.problemDetail,
  success: 'doubleZero',
  kind: 'read',
  wire: {
    path: 'spec',
    method: 'spec',
    payload: { problemId: 'spec' },
    replyFromSpec: [
      'problemId',
      'type',
      'sonType',
      'content',
      'images',
      'disposeDetail',
      'disposeImages',
      'isScore',
    ],
    success: 'ours',
    note: 'Images are read as a list or as one comma-joined text.',
  },
  data: v.pipe(
    v.object({
      problemId: id,
      type: optionalText,
      sonType: optionalText,
      content: optionalText,
      images: imageUrls,
      disposeDetail: optionalText,
      disposeImages: imageUrls,
      isScore: nonZero,
      time: optionalText,
    }),
    v.transform((d): ComplaintDetail => ({
      problemId: d.problemId,
      type: d.type,
      subType: d.sonType,
      content: d.content,
      images: d.images,
      reply: d.disposeDetail,
      replyImages: d.disposeImages,
      askForRating: d.isScore,
      time: d.time,
    })),
  ),
});

/** The borrower's rating of how a complaint was handled. */
export const problemScore = defineEndpoint({
  name: 'save-score',
  pageIds: ['problemId'],
  method: 'POST',
  path: '/user-problem/save-score',
  base: 'root',
  success: 'doubleZero',
  kind: 'submit',
  wire: {
    path: 'spec',
    method: 'spec',
    payload: { score: 'spec', problemId: 'spec' },
    replyFromSpec: [],
    success: 'spec',
  },
  // A rating is a submit: Try again after a lost reply repeats it with its key, so it is saved once.
  intent: true,
  // Pinned: the spec's call table says "success when code 00".
  successPinned: true,
  data: ignored,
});

/* ---------- Filing a complaint ---------- */

/** What a saved complaint's reply may tell: its number, for the borrower to quote ('' when none is sent). */
export interface SavedComplaint {
  reference: string;
}

/** A complaint's number in the save's `data`: `problemId` (what problem-detail takes), else `id` or `problemNo`. */
function savedComplaintOf(data: unknown): SavedComplaint {
  if (typeof data !== 'object' || data === null) return { reference: '' };
  const d = data as Record<string, unknown>;
  for (const value of [d.problemId, d.id, d.problemNo]) {
    if (
      (typeof value === 'string' && value.trim() !== '') ||
      (typeof value === 'number' && Number.isFinite(value))
    )
      return { reference: String(value).trim() };
  }
  return { reference: '' };
}

/**
 * Saves a complaint: a submit call (single-flight with an Idempotency-Key); answers with a success flag.
 * The spec shows no `data`: we read the complaint's number from it when sent (`savedComplaintOf`).
 */
export const problemSave = defineEndpoint({
  name: 'problem-save',
  method: 'POST',
  path: '/user-problem/problem-save',
  base: 'root',
  success: 'flag',
  kind: 'submit',
  wire: {
    path: 'spec',
    method: 'spec',
    payload: {
      problemType: 'spec',
      problemSonType: 'spec',
      problemDetail: 'spec',
      problemImage: 'spec',
      orderNo: 'spec',
    },
    replyFromSpec: [],
    success: 'spec',
  },
  // Pinned: the spec's call table reads the success flag.
  successPinned: true,
  intent: true,
  data: v.pipe(v.unknown(), v.transform(savedComplaintOf)),
});

/** Uploads one complaint image (multipart field `problemImage`): its URL goes into the complaint. */
export const problemImageUpload = defineEndpoint({
  name: 'upload-problem-img',
  method: 'POST',
  path: '/user-problem/upload-problem-img',
  base: 'root',
  success: 'doubleZero',
  kind: 'submit',
  wire: {
    path: 'spec',
    method: 'spec',
    payload: { problemImage: 'spec' },
    replyFromSpec: ['url'],
    success: 'spec',
  },
  // Pinned: the spec's call table says code '00'.
  successPinned: true,
  body: 'multipart',
  data: v.pipe(
    v.object({ url: text }),
    v.transform((d) => d.url),
  ),
});

/* ---------- My complaints ---------- */

export interface ComplaintListEntry {
  id: string;
  time: string;
  type: string;
  content: string;
}

export interface ComplaintTab {
  name: string;
  complaints: ComplaintListEntry[];
}

const complaintListEntry = v.pipe(
  v.object({ id, time: optionalText, type: optionalText, content: optionalText }),
  v.transform((e): ComplaintListEntry => ({ id: e.id, time: e.time, type: e.type, content: e.content })),
);

/**
 * Where problem-list's tabs are: the spec names `res.tabs` (top level), our mock sends `data.tabs`. `data`'s
 * own tabs win; otherwise the top-level ones are read as if they were in `data`.
 */
export function complaintTabsOf(reply: Record<string, unknown>): unknown {
  const { data, tabs } = reply;
  const inData = typeof data === 'object' && data !== null && !Array.isArray(data);
  if (inData && (data as Record<string, unknown>).tabs != null) return data;
  if (tabs == null) return data;
  return { ...(inData ? data : {}), tabs };
}

/**
 * My complaints (spec screen 5). The spec shows only `res.tabs`; we read `tabs` from `data` or the top
 * level (`complaintTabsOf`): `tabs: [{ name, list: [{ id, time, type, content }] }]`, a tab without a list
 * being empty.
 */
export const problemList = defineEndpoint({
  ...pageReads.problemList,
  success: 'doubleZero',
  kind: 'read',
  wire: {
    path: 'spec',
    method: 'spec',
    payload: {},
    replyFromSpec: [
      'tabs',
      'tabs[].list[].id',
      'tabs[].list[].time',
      'tabs[].list[].type',
      'tabs[].list[].content',
    ],
    success: 'ours',
    note: 'The spec shows res.tabs: we read tabs: [{ name, list }] from data.tabs or the top-level tabs (name and list ours).',
  },
  dataOf: complaintTabsOf,
  data: v.pipe(
    v.nullish(
      v.object({
        tabs: list(
          v.pipe(
            v.object({ name: optionalText, list: list(complaintListEntry) }),
            v.transform((t): ComplaintTab => ({ name: t.name, complaints: t.list })),
          ),
        ),
      }),
    ),
    v.transform((d): ComplaintTab[] => d?.tabs ?? []),
  ),
});

/* ---------- Customer service ---------- */

export interface CustomerContact {
  email: string;
  phone: string;
}

/** The customer service page's e-mail and phone (spec screen 8). */
export const customerContact = defineEndpoint({
  ...pageReads.customerContact,
  success: 'doubleZero',
  kind: 'read',
  wire: {
    path: 'spec',
    method: 'spec',
    payload: { overall: { source: 'spec', sample: 30 } },
    replyFromSpec: ['boemail', 'bophone'],
    success: 'ours',
  },
  data: v.pipe(
    v.object({ boemail: optionalText, bophone: optionalText }),
    v.transform((d): CustomerContact => ({ email: d.boemail, phone: d.bophone })),
  ),
});

export const complaintEndpoints = {
  problemInit,
  problemTypes,
  problemInitNew,
  problemDetail,
  problemScore,
  problemSave,
  problemImageUpload,
  problemList,
  customerContact,
};

/** Spec 5 and 9: a complaint's text is at most 200 characters and carries at most 9 images. */
export const COMPLAINT_TEXT_MAX = 200;
export const COMPLAINT_IMAGES_MAX = 9;

type Id = string | number;

export interface ComplaintDraft {
  problemType: Id;
  /** Only for the collection type. */
  problemSonType?: Id;
  problemDetail: string;
  /** URLs from upload-problem-img, sent comma-joined. */
  problemImage?: readonly string[];
  orderNo: string;
}

/** One typed function per complaint call. */
export function complaintCalls(client: ApiClient) {
  return {
    problemInit: (p: { orderId: Id }, o?: CallOptions) => client.call(problemInit, p, o),
    problemTypes: (p: Record<string, never> = {}, o?: CallOptions) => client.call(problemTypes, p, o),
    problemInitNew: (p: { orderNo: string }, o?: CallOptions) => client.call(problemInitNew, p, o),
    problemDetail: (p: { problemId: Id }, o?: CallOptions) => client.call(problemDetail, p, o),
    problemScore: (p: { score: 1 | 2 | 3 | 4 | 5; problemId: Id }, o?: CallOptions) =>
      client.call(problemScore, p, o),
    /** Refuses a draft over the limits before sending: the screen enforces them, so this is a caller's bug. */
    problemSave: (p: ComplaintDraft, o?: CallOptions) => {
      const images = p.problemImage ?? [];
      if (Array.from(p.problemDetail).length > COMPLAINT_TEXT_MAX)
        return Promise.reject(
          new RangeError(`problemDetail is longer than ${COMPLAINT_TEXT_MAX} characters`),
        );
      if (images.length > COMPLAINT_IMAGES_MAX)
        return Promise.reject(new RangeError(`problemImage has more than ${COMPLAINT_IMAGES_MAX} images`));
      return client.call(problemSave, { ...p, problemImage: images.join(',') }, o);
    },
    problemImageUpload: (p: { problemImage: Blob }, o?: CallOptions) => client.call(problemImageUpload, p, o),
    problemList: (p: Record<string, never> = {}, o?: CallOptions) => client.call(problemList, p, o),
    customerContact: (p: Record<string, never> = {}, o?: CallOptions) =>
      client.call(customerContact, { ...p, overall: CUSTOMER_SERVICE_OVERALL }, o),
  };
}
