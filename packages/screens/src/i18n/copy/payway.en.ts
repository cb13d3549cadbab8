/**
 * English copy (India), part "payway": card repayment (/payway: card list, SMS step, bind a card, result,
 * provider redirect). The app downloads it with /payway only, in the language on screen.
 */
export const payway = {
  // Card list and SMS step
  'payway.loading': 'Loading your bank cards…',
  'payway.amountLabel': 'Amount to pay',
  'payway.cardsTitle': 'Choose a bank card',
  'payway.cardName': '{bank} {number}',
  'payway.addCard': 'Add a bank card',
  'payway.emptyTitle': 'No bank card yet',
  'payway.emptyText': 'Add a debit card in your name to pay this bill.',
  'payway.loadFailed': 'Could not load your cards',
  'payway.loadFailedText': 'Check your connection and try again.',
  'payway.chooseCard': 'Please choose a bank card first',
  'payway.pay': 'Pay',
  'payway.otherWay': 'Pay through your bank’s website',
  'payway.codeTitle': 'Enter the verification code',
  'payway.codeSent': 'We sent a 6-digit code by SMS to the phone number of {card}.',
  'payway.codeLabel': 'Verification code',
  'payway.codeInvalid': 'Please enter the correct verification code',
  'payway.wrongCode': 'Wrong verification code',
  'payway.duplicate': 'Do not submit the payment request repeatedly',
  'payway.processingFailed': 'Processing failed',
  'payway.confirm': 'Confirm payment',
  'payway.processingTitle': 'Payment processing',
  'payway.processingText':
    'We have not heard back about this payment yet. Do not pay again: check again to see whether it went through.',
  'payway.checkAgain': 'Check again',
  'payway.stillProcessing': 'Still no answer. Please check again in a moment.',
  // Bind a card
  'payway.bindTitle': 'Add a bank card',
  'payway.bank': 'Bank',
  'payway.chooseBank': 'Choose your bank',
  'payway.cardNumber': 'Card number',
  'payway.cardNumberHint': 'The 12 to 19 digits on the front of your card',
  'payway.cardNumberShort': 'The card number is too short',
  'payway.cardNumberInvalid': 'This card number is not valid. Please check it',
  'payway.holderName': 'Name on the card',
  'payway.holderMissing': 'Please enter the name on the card',
  'payway.phone': 'Phone number registered with the bank',
  'payway.phoneInvalid': 'Please enter a valid phone number',
  'payway.bankMissing': 'Please choose your bank',
  'payway.bindSubmit': 'Add card',
  // Result
  'payway.paidTitle': 'Payment successful',
  'payway.paidText': 'Thank you. Your loan is updated within a few minutes.',
  'payway.resultAmount': 'Amount paid',
  'payway.resultCard': 'Paid with',
  'payway.resultTime': 'Time',
  'payway.resultReference': 'Reference',
  'payway.unknownTitle': 'Payment submitted',
  'payway.unknownText':
    'We cannot confirm this payment here yet. Your loan details show it once the bank has processed it.',
  'payway.backToLoan': 'Back to loan details',
  // Provider redirect
  'payway.redirecting': 'Opening your bank’s payment page…',
  'payway.redirectRefusedTitle': 'This payment page cannot be opened',
  'payway.redirectRefusedText':
    'The address we received is not a safe web address, so we did not open it. Please pay by bank card instead.',
  'payway.redirectFailed': 'Could not open the payment page',
  'payway.backToCards': 'Back to bank cards',
} as const;
