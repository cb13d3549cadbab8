import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { CUSTOMER_SERVICE_OVERALL, pageReads } from '../pageReads';
import { optionalText } from '../schemas/wire';

export { CUSTOMER_SERVICE_OVERALL };

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
