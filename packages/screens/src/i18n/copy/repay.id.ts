import type { CopyOf } from './CopyOf';
import type { repay as en } from './repay.en';

/** Indonesian copy (Indonesia), part "repay": the same keys as the English part, checked by the type system. */
export const repay: CopyOf<typeof en> = {
  'repay.billTitle': 'Detail Tagihan',
  'repay.payNow': 'Bayar Segera',
  // InstalmentRepayment
  // ExtensionRepayment
};
