/**
 * English copy (India), part "loan": The loan journey: confirmation, loan details, recommended products, joint-login failure.
 * The app downloads each part in the language on screen only (loaded with the loan pages).
 */
export const loan = {
  'recommended.title': 'Recommended loans',
  'recommended.intro': 'More lenders you can apply to today.',
  'recommended.listLabel': 'Loan products',
  'recommended.empty': 'No loan offers right now',
  'recommended.emptyDescription': 'New offers from our lenders will appear here. Please check again later.',
  'jointLogin.title': 'Application not completed',
  'jointLogin.defaultMessage': 'We could not sign you in to the partner lender.',
  'jointLogin.products': 'Try these lenders instead',
  'loanDetails.title': 'Loan details',
  'loanDetails.order': 'Order details',
  'loanDetails.recommended': 'Recommended for you',
  'loanDetails.ratingRequired': 'Please choose 1 to 5 stars first',
  'loanDetails.thanksTitle': 'Thank you for your feedback',
  'loanDetails.thanksMessage': 'We read every rating and will use yours to make borrowing with us better.',
  'loanConfirm.summary': 'What you will repay',
  'loanConfirm.total': 'Total to repay',
  'loanConfirm.cost': 'Cost of the loan',
  'loanConfirm.costNote': 'Total to repay minus the amount you borrow.',
  'loanConfirm.breakdown': 'Loan details',
  'loanConfirm.planMissing': 'The repayment plan is not available yet.',
  'loanConfirm.agreeTo': 'I have read and agree to',
  'loanConfirm.agreeAll': 'I have read and agree to the loan agreements',
  'loanConfirm.agreeHint': 'Tick the box to agree before you confirm.',
  'loanConfirm.agreementModalTitle': 'Please read and agree',
  'loanConfirm.agreementFallbackTitle': 'Loan agreement',
  'loanConfirm.agreements': 'Your agreements',
  'loanConfirm.agree': 'Agree',
  'loanConfirm.loading': 'Loading your loan offer…',
} as const;
