import { orderRoute } from './loanLinks';

/** The virtual-account payment page (spec screen 14). */
export const PAYMENT_PAGE = '/that';

/**
 * Where Pay leads: `/that?amount=<amount without separators>` (plus `display=1` for an extension fee), with
 * the order's ids and the page's language. `amount` is already plain numeric text (the screen's exact sum, or
 * the fee as the server sent it). The device and session params are not put back in the address: the app
 * keeps them with its API client (`keepPageSession` takes them out of the visible URL).
 */
export function paymentRoute(
  amount: string,
  currentSearch: string,
  options: { ids?: { productId?: string; orderId?: string }; display?: boolean } = {},
): string {
  const query = new URLSearchParams({ amount: amount.trim() });
  if (options.ids?.productId) query.set('productId', options.ids.productId);
  if (options.ids?.orderId) query.set('orderId', options.ids.orderId);
  if (options.display) query.set('display', '1');
  return orderRoute(`${PAYMENT_PAGE}?${query.toString()}`, currentSearch);
}
