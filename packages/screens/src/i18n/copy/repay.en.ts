/**
 * English copy (India), part "repay": the repayment pages (instalments, extension fee, virtual account,
 * method chooser, card repayment). The app downloads each part in the language on screen only.
 */
export const repay = {
  'repay.billTitle': 'Bill details',
  'repay.payNow': 'Pay now',
  // InstalmentRepayment
  // ExtensionRepayment
} as const;
