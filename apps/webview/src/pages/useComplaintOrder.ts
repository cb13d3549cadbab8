import { useState } from 'react';
import { readStored, writeStored } from '../lib/storedValue';
import { COMPLAINT_ORDER_KEY } from './complaintLinks';

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
