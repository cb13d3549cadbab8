import { tryReadAmount, type AmountMarket } from '@loan-h5/api';
import { keepParams } from '../lib/keepParams';
import { PAYMENT_PAGE } from './paymentRoute';

/** The method chooser (spec screen 14). */
export const METHOD_CHOOSER_PAGE = '/individual';

/** What /that and /individual carry between them, so the chooser can come back to the same payment. */
export const PAYMENT_PARAMS = ['lang', 'amount', 'productId', 'orderId', 'display'] as const;

/**
 * The amount a payment page was opened with, read as the page's market writes it (`readAmount`:
 * "1.500.000" is Rp 1.500.000 in Indonesia and refused in India), as generate-vcode takes it: digits with at
 * most two decimals, no separators. Anything else (missing, ambiguous in the market, '-5', '0') is null:
 * the page says the amount is missing, with a way back, rather than asking for a code of a wrong amount.
 */
export function paymentAmount(raw: string | null | undefined, market: AmountMarket): string | null {
  const amount = tryReadAmount(raw ?? '', market);
  if (amount === null || !/^\d+(\.\d{1,2})?$/.test(amount)) return null;
  return /[1-9]/.test(amount) ? amount : null;
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
