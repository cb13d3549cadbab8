import { orderRoute } from './loanLinks';

/** The bills /that is opened from: the instalment plan, or the extension fee (`display=1`). */
export const INSTALMENT_BILL_PAGE = '/repayPlan';
export const EXTENSION_BILL_PAGE = '/repayDelay';
/** Where /that's complaint shortcut leads (spec 14: "complaint shortcut to customer service"). */
export const CUSTOMER_SERVICE_PAGE = '/customerService';

/**
 * The bill a payment page belongs to, with the order's ids and the language: the way back when /that
 * cannot ask for a code (no usable amount in its address).
 */
export function billRoute(currentSearch: string): string {
  const extension = new URLSearchParams(currentSearch).get('display') === '1';
  return orderRoute(extension ? EXTENSION_BILL_PAGE : INSTALMENT_BILL_PAGE, currentSearch);
}

/** Customer service for the same order (its complaint entry then files about this order). */
export function customerServiceRoute(currentSearch: string): string {
  return orderRoute(CUSTOMER_SERVICE_PAGE, currentSearch);
}
