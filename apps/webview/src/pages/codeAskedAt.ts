import { virtualAccountPayload, type AmountMarket } from '@loan-h5/api';
import type { StoredPayMethod } from '../lib/storedPayMethod';
import { paymentAmount } from './paymentMethodRoutes';

/**
 * What /that asks generate-vcode for as it opens: the address's amount, ids and extension flag (`display=1`),
 * and the method chosen on /individual (else the default). Null without a usable amount: nothing is asked.
 * The page and index.html's start-up script (`firstReads`) ask with this one payload, so the page's call
 * takes the reply of the request sent ahead instead of asking for a second code.
 */
export function codeAskedAt(
  query: URLSearchParams,
  market: AmountMarket,
  method: StoredPayMethod | undefined,
) {
  const amount = paymentAmount(query.get('amount'), market);
  if (amount === null) return null;
  return virtualAccountPayload({
    productId: query.get('productId') || undefined,
    orderId: query.get('orderId') || undefined,
    amount,
    choice: method,
    extension: query.get('display') === '1',
  });
}
