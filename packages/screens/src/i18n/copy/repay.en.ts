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
  // VirtualAccount (/that) — virtual account feature
  'repay.va.loading': 'Preparing your payment code…',
  'repay.va.codeBank': 'Virtual account number',
  'repay.va.codeMarket': 'Payment code',
  'repay.va.payAt': 'Pay at {method}',
  'repay.va.changeMethod': 'Change method',
  'repay.va.copyCode': 'Copy code',
  'repay.va.payBefore': 'Pay before {time}',
  'repay.va.total': 'Total to pay',
  'repay.va.billNo': 'Bill number',
  'repay.va.stepsTitle': 'How to pay',
  'repay.va.paid': 'I have paid',
  'repay.va.tipTitle': 'Thank you',
  'repay.va.tipText':
    'A payment can take a few minutes to show in your bill. You do not need to pay again: your bill is updated as soon as the payment arrives.',
  'repay.va.tipOk': 'OK, got it',
  'repay.va.help': 'Problem with your payment?',
  'repay.va.noAmount': 'The amount to pay is missing. Go back to your bill and tap Pay now again.',
} as const;
