import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { pageReads } from '../pageReads';
import { disguisedProducts } from '../schemas/products';
import { detailRow, flag, ignored, integer, list, optionalText } from '../schemas/wire';

/** Loan details by order status (spec screen 21). */
export const loanDetails = defineEndpoint({
  ...pageReads.loanDetails,
  success: 'zero',
  kind: 'read',
  wire: {
    path: 'spec',
    method: 'ours',
    payload: { productId: 'spec', orderId: 'spec' },
    replyFromSpec: [
      'orderStatus',
      'noticeStatusText',
      'noticeDesText',
      'recProducts',
      'recProducts[].productLogo',
      'recProducts[].productName',
      'productName',
      'productLogo',
      'userOrderDetail',
      'userOrderDetail.detail',
      'userOrderDetail.detail[].text',
      'userOrderDetail.detail[].value',
      'h5Url',
      'isDelay',
      'telephone',
      'isScore',
    ],
    success: 'spec',
    note: "Method not shown: POST. The spec hides the names of the recommended products' range, description, rate, button text and flag: lmt, lmd, dsc, rte, btx, avl, tags are ours.",
  },
  data: v.pipe(
    v.object({
      orderStatus: integer,
      noticeStatusText: optionalText,
      noticeDesText: optionalText,
      recProducts: disguisedProducts,
      productName: optionalText,
      productLogo: optionalText,
      userOrderDetail: v.nullish(v.object({ detail: list(detailRow) })),
      h5Url: optionalText,
      isDelay: flag,
      telephone: optionalText,
      isScore: flag,
    }),
    v.transform((d) => ({
      status: d.orderStatus,
      statusText: d.noticeStatusText,
      statusDescription: d.noticeDesText,
      products: d.recProducts,
      productName: d.productName,
      productLogo: d.productLogo,
      rows: d.userOrderDetail?.detail ?? [],
      h5Url: d.h5Url,
      canExtend: d.isDelay,
      telephone: d.telephone,
      askForRating: d.isScore,
    })),
  ),
});
export type LoanDetails = v.InferOutput<(typeof loanDetails)['data']>;

/** Records "borrow again" (module 30, position 0). */
export const eventSave = defineEndpoint({
  name: 'event-save',
  method: 'POST',
  path: '/service/event/save',
  base: 'general',
  success: 'zero',
  kind: 'record',
  wire: {
    path: 'spec',
    method: 'spec',
    payload: {
      productId: 'spec',
      moduleId: { source: 'spec', sample: 30 },
      positionId: { source: 'spec', sample: 0 },
    },
    replyFromSpec: [],
    success: 'spec',
  },
  data: ignored,
});

/** The borrower's rating of the loan experience (the score they chose, never a constant). */
export const loanScore = defineEndpoint({
  name: 'google-score',
  method: 'POST',
  path: '/v3/loan-details/google-score',
  base: 'general',
  success: 'zero',
  kind: 'submit',
  wire: {
    path: 'spec',
    method: 'spec',
    payload: { score: 'spec', orderId: 'ours' },
    replyFromSpec: [],
    success: 'spec',
    note: 'We send the score the borrower chose (the spec: always 5) and the order.',
  },
  // A rating is a submit: Try again after a lost reply repeats it with its key, so the order is rated once.
  intent: true,
  data: ignored,
});
