import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { pageReads } from '../pageReads';
import { recommendedProducts } from '../schemas/products';
import { ignored, text } from '../schemas/wire';

/** Recommended products for a scene (spec screen 13). */
export const recommendProducts = defineEndpoint({
  ...pageReads.recommendProducts,
  success: 'zero',
  kind: 'read',
  wire: {
    path: 'spec',
    method: 'spec',
    payload: { scene: { source: 'spec', sample: 1 } },
    replyFromSpec: [
      '[].id',
      '[].productLogo',
      '[].productName',
      '[].buttonStatus',
      '[].buttonText',
      '[].amountRange',
      '[].amountRangeDes',
      '[].loan_rate',
      '[].productDesc',
      '[].productTags',
      'list[].id',
      'list[].productLogo',
      'list[].productName',
      'list[].buttonStatus',
      'list[].buttonText',
      'list[].amountRange',
      'list[].amountRangeDes',
      'list[].loan_rate',
      'list[].productDesc',
      'list[].productTags',
    ],
    success: 'ours',
    note: 'The product list is read as data itself or as data.list (ours). Success code not pinned: 0.',
  },
  data: v.pipe(
    v.nullish(v.union([recommendedProducts, v.object({ list: recommendedProducts })])),
    v.transform((d) => (d === null || d === undefined ? [] : Array.isArray(d) ? d : d.list)),
  ),
});

/** Records a tap on a recommended product. */
export const pageEvent = defineEndpoint({
  name: 'page-event-save',
  method: 'POST',
  path: '/indah/pageEvent/save',
  base: 'root',
  success: 'zero',
  kind: 'record',
  wire: {
    path: 'spec',
    method: 'spec',
    payload: { productId: 'spec', moduleId: 'spec', positionId: 'spec' },
    replyFromSpec: [],
    success: 'ours',
  },
  data: ignored,
});

/** Applies for a recommended product: the URL to open. */
export const productApply = defineEndpoint({
  name: 'product-apply',
  method: 'POST',
  path: '/indah/v3/product/apply',
  base: 'root',
  success: 'zero',
  kind: 'submit',
  wire: {
    path: 'spec',
    method: 'spec',
    payload: { product_id: 'spec', module_id: 'spec', scene: 'spec' },
    replyFromSpec: ['url'],
    success: 'ours',
  },
  data: v.pipe(
    v.object({ url: text }),
    v.transform((d) => d.url),
  ),
});
