/**
 * English copy (India), part "loan": The loan journey: confirmation, loan details, recommended products, joint-login failure.
 * The app downloads each part in the language on screen only (loaded with the loan pages).
 */
export const loan = {
  'recommended.intro': 'More lenders you can apply to today.',
  'recommended.listLabel': 'Loan products',
  'recommended.empty': 'No loan offers right now',
  'recommended.emptyDescription': 'New offers from our lenders will appear here. Please check again later.',
  'recommended.loading': 'Loading loan offers…',
  'jointLogin.defaultMessage': 'We could not sign you in to the partner lender.',
  'jointLogin.products': 'Try these lenders instead',
  'jointLogin.loading': 'Loading your application…',
  'loanDetails.order': 'Order details',
  'loanDetails.recommended': 'Recommended for you',
  'loanDetails.loading': 'Loading your loan details…',
  'loanDetails.ratingRequired': 'Please choose 1 to 5 stars first',
  'loanDetails.thanksTitle': 'Thank you for your feedback',
  'loanDetails.thanksMessage': 'We read every rating and will use yours to make borrowing with us better.',
  'loanConfirm.summary': 'What you will repay',
  'loanConfirm.total': 'Total to repay',
  'loanConfirm.instalments': 'In {count} instalments, as planned below.',
  'loanConfirm.onePayment': 'In one payment, on the date below.',
  'loanConfirm.breakdown': 'Loan details',
  'loanConfirm.planMissing': 'Your repayment plan could not be shown. Try again',
  'loanConfirm.agreeListed': 'I have read and agree to the agreements below',
  'loanConfirm.agreeAll': 'I have read and agree to the loan agreements',
  'loanConfirm.consentRequired': 'Tick the box to agree to the loan agreement first',
  'loanConfirm.agreementScrollHint': 'Scroll to read the whole agreement.',
  'loanConfirm.agreementFallbackTitle': 'Loan agreement',
  'loanConfirm.agreements': 'Your agreements',
  'loanConfirm.agree': 'Agree',
  'loanConfirm.loading': 'Loading your loan offer…',
} as const;
