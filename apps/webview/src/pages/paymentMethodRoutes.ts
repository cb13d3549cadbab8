import { keepParams } from '../lib/keepParams';
import { PAYMENT_PAGE } from './paymentRoute';

/** The method chooser (spec screen 14). */
export const METHOD_CHOOSER_PAGE = '/individual';

/** What /that and /individual carry between them, so the chooser can come back to the same payment. */
export const PAYMENT_PARAMS = ['lang', 'amount', 'productId', 'orderId', 'display'] as const;

/**
 * The amount /that was opened with, as generate-vcode takes it: digits with at most two decimals, no
 * separators (the pay pages strip them). Anything else (missing, '1.500.000', '-5', '0') is null: the
 * page says the amount is missing rather than asking for a code of a wrong amount.
 */
export function paymentAmount(raw: string | null | undefined): string | null {
  const text = (raw ?? '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return /[1-9]/.test(text) ? text : null;
}

/** Change method: the chooser, with the payment's params, so Confirm leads back to the same payment. */
export function methodChooserRoute(currentSearch: string): string {
  return keepParams(METHOD_CHOOSER_PAGE, currentSearch, PAYMENT_PARAMS);
}

/**
 * The location state /that opens the chooser with. Confirm then goes back to that /that (it opens anew and
 * reads the new method), so history holds one payment page, not two; a chooser opened by its address
 * replaces itself with /that instead.
 */
export const FROM_PAYMENT_STATE = { fromPayment: true } as const;

/** Whether the chooser was opened from the payment page (its location state). */
export function openedFromPayment(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { fromPayment?: unknown }).fromPayment === true
  );
}

/** Back from the chooser to the payment page, same params. */
export function backToPaymentRoute(currentSearch: string): string {
  return keepParams(PAYMENT_PAGE, currentSearch, PAYMENT_PARAMS);
}
