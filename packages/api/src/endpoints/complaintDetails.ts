import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { pageReads } from '../pageReads';
import { id, ignored, optionalText } from '../schemas/wire';
import { imageUrls, nonZero } from './complaintWire';

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
