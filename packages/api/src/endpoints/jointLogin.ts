import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { pageReads } from '../pageReads';
import { disguisedProducts } from '../schemas/products';
import { ignored, optionalText, text } from '../schemas/wire';

/** Joint-login failure: message, notice and products (disguised names). */
export const jointFailureInfo = defineEndpoint({
  ...pageReads.jointFailureInfo,
  success: 'zero',
  kind: 'read',
  wire: {
    path: 'ours',
    method: 'spec',
    payload: {},
    replyFromSpec: ['message', 'notice'],
    success: 'spec',
    note: 'Disguised path in the spec: ours. The status code and product list names (statusCode, products) are ours.',
  },
  data: v.pipe(
    v.object({
      statusCode: v.optional(optionalText),
      message: optionalText,
      notice: optionalText,
      products: disguisedProducts,
    }),
    v.transform((d) => ({ message: d.message, notice: d.notice, products: d.products })),
  ),
});

export const jointProductClick = defineEndpoint({
  name: 'joint-product-click',
  method: 'POST',
  path: '/joint/product-click',
  base: 'general',
  success: 'zero',
  kind: 'record',
  wire: {
    path: 'ours',
    method: 'spec',
    payload: { productId: 'ours' },
    replyFromSpec: [],
    success: 'spec',
    note: 'Disguised path in the spec: ours.',
  },
  data: ignored,
});

/** Where a joint-failure product leads: an http(s) URL opens in the page, anything else goes to the iOS app. */
export const jointProductJump = defineEndpoint({
  name: 'joint-product-jump',
  method: 'POST',
  path: '/joint/product-jump',
  base: 'general',
  success: 'zero',
  kind: 'record',
  wire: {
    path: 'ours',
    method: 'spec',
    payload: { productId: 'ours' },
    replyFromSpec: [],
    success: 'spec',
    note: 'Disguised path in the spec: ours. Not sent by the contract check: a jump may count as a referral to the lender.',
  },
  data: v.pipe(
    v.object({ url: text }),
    v.transform((d) => d.url),
  ),
});
