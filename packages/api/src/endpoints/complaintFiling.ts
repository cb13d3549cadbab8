import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { text } from '../schemas/wire';

type Id = string | number;

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

/** Spec 5 and 9: a complaint's text is at most 200 characters and carries at most 9 images. */
export const COMPLAINT_TEXT_MAX = 200;
export const COMPLAINT_IMAGES_MAX = 9;

export interface ComplaintDraft {
  problemType: Id;
  /** Only for the collection type. */
  problemSonType?: Id;
  problemDetail: string;
  /** URLs from upload-problem-img, sent comma-joined. */
  problemImage?: readonly string[];
  orderNo: string;
}
