import { useState } from 'react';
import { readStored, writeStored } from '../lib/storedValue';
import { COMPLAINT_ORDER_KEY, COMPLAINT_SELECTED_INDEX_KEY } from './complaintLinks';

/** The order chosen earlier on this phone, for a page opened without one (the shortcut). */
export function storedComplaintOrder(): string {
  const stored = readStored(COMPLAINT_ORDER_KEY);
  return typeof stored === 'string' ? stored : '';
}

/** Keeps the order a complaint is about on the phone: the next page and the next visit start from it. */
export function keepComplaintOrder(orderNo: string) {
  writeStored(COMPLAINT_ORDER_KEY, orderNo);
}

/**
 * A complaint was sent: the choices the entries kept on the phone for it (the order, the new entry's type
 * position) go, so the next complaint starts afresh (spec 4: "on success local storage is cleared").
 */
export function forgetComplaintChoice(storage?: Storage) {
  for (const key of [COMPLAINT_ORDER_KEY, COMPLAINT_SELECTED_INDEX_KEY]) {
    try {
      (storage ?? globalThis.localStorage).removeItem(key);
    } catch {
      // Blocked storage: nothing was kept either.
    }
  }
}

/**
 * The order chosen on a complaint entry ("All"), as the screen's controlled `orderNo` and
 * `onOrderChange`: each choice is shown at once and kept on the phone.
 */
export function useComplaintOrder(initialOrderNo: string | (() => string) = '') {
  const [orderNo, setOrderNo] = useState(initialOrderNo);
  return {
    orderNo,
    onOrderChange: (next: string) => {
      setOrderNo(next);
      keepComplaintOrder(next);
    },
  };
}
