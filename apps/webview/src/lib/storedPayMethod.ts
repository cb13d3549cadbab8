/** The payment method the borrower chose on /individual, kept in local storage for /that (spec section 4). */
export const PAY_METHOD_KEYS = ['payType', 'payCode', 'specificNum'] as const;
/** '1': no method chosen, /that uses the default (mini market ALFAMART). */
export const IS_DEFAULT_KEY = 'isDefault';

/** A chosen method as /that sends it (the api's `PayChoice`). */
export interface StoredPayMethod {
  payType: 'bank' | 'market';
  payCode: string;
  specificNum?: string;
}

/** Pay types as stored: the wire numbers, as the native app and the old pages keep them. */
const STORED_PAY_TYPE = { bank: '1', market: '2' } as const;

/**
 * Before paying (spec section 9): forget the chosen method (payType, payCode, specificNum) and set isDefault
 * to '1', so the payment page starts from the default method. Never throws (private mode, a full disk).
 */
export function clearStoredPayMethod(given?: Storage): void {
  try {
    // Read in here: where a webview blocks storage, merely naming localStorage throws.
    const storage = given ?? localStorage;
    for (const key of PAY_METHOD_KEYS) storage.removeItem(key);
    storage.setItem(IS_DEFAULT_KEY, '1');
  } catch {
    // Storage unavailable: /that falls back to the default method anyway.
  }
}

/**
 * The method chosen on /individual (isDefault '0'): payType '1' / '2', payCode, specificNum. Stored then
 * for /that. False when storage refuses (the caller says so: the choice would be lost).
 */
export function storePayMethod(method: StoredPayMethod, given?: Storage): boolean {
  try {
    const storage = given ?? localStorage;
    storage.setItem('payType', STORED_PAY_TYPE[method.payType]);
    storage.setItem('payCode', method.payCode);
    if (method.specificNum) storage.setItem('specificNum', method.specificNum);
    else storage.removeItem('specificNum');
    storage.setItem(IS_DEFAULT_KEY, '0');
    return true;
  } catch {
    return false;
  }
}

/**
 * The method /that should ask for: the stored one, or undefined for the default (mini market ALFAMART).
 * isDefault '1', a missing or unknown pay type or an empty pay code all mean the default. Never throws.
 */
export function readStoredPayMethod(given?: Storage): StoredPayMethod | undefined {
  try {
    const storage = given ?? localStorage;
    if (storage.getItem(IS_DEFAULT_KEY) === '1') return undefined;
    const type = storage.getItem('payType');
    const payCode = (storage.getItem('payCode') ?? '').trim();
    const payType = type === '1' ? 'bank' : type === '2' ? 'market' : undefined;
    if (!payType || !payCode) return undefined;
    const specificNum = (storage.getItem('specificNum') ?? '').trim();
    return specificNum ? { payType, payCode, specificNum } : { payType, payCode };
  } catch {
    return undefined;
  }
}
