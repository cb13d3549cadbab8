/** The payment method the borrower chose on /individual, kept in local storage for /that (spec section 4). */
export const PAY_METHOD_KEYS = ['payType', 'payCode', 'specificNum'] as const;
/** '1': no method chosen, /that uses the default (mini market ALFAMART). */
export const IS_DEFAULT_KEY = 'isDefault';

/**
 * Before paying (spec section 9): forget the chosen method (payType, payCode, specificNum) and set isDefault
 * to '1', so the payment page starts from the default method. Never throws (private mode, a full disk).
 */
export function clearStoredPayMethod(storage: Storage = localStorage): void {
  try {
    for (const key of PAY_METHOD_KEYS) storage.removeItem(key);
    storage.setItem(IS_DEFAULT_KEY, '1');
  } catch {
    // Storage unavailable: /that falls back to the default method anyway.
  }
}
