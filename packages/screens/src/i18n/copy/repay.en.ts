/**
 * English copy (India), part "repay": the repayment pages (instalments, extension fee, virtual account,
 * method chooser, card repayment). The app downloads each part in the language on screen only.
 */
export const repay = {
  'repay.payNow': 'Pay now',
  // InstalmentRepayment
  'repay.loading': 'Loading your bill…',
  'repay.total': 'Still to pay',
  'repay.planPicture': '{paid} of {count} instalments paid',
  'repay.product': 'Loan: {name}',
  'repay.pendingTitle': 'Instalments to pay',
  'repay.paidTitle': 'Paid instalments ({count})',
  'repay.instalment': 'Instalment {period}',
  'repay.instalmentName': 'Instalment {period}, {amount}, due {date}',
  'repay.due': 'Due {date}',
  'repay.locked': 'These instalments cannot be paid here yet.',
  'repay.noteTitle': 'Note',
  'repay.payAll': 'Pay all',
  'repay.selectedTotal': 'Total to pay',
  'repay.allPaidTitle': 'All instalments paid',
  'repay.allPaidText': 'Nothing is left to pay on this loan. Thank you!',
  // ExtensionRepayment
  'repay.extension.loading': 'Loading your bill…',
  'repay.extension.fee': 'Extension fee',
  'repay.extension.payBefore': 'Pay before {time}',
  'repay.extension.order': 'Loan to extend',
  'repay.extension.hint':
    'Once this fee is paid, your loan term is extended automatically. You do not need to apply again.',
  'repay.extension.help': 'Questions about this bill?',
} as const;
