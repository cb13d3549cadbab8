/**
 * English copy (India), part "info": the information pages — customer service, about us, the privacy
 * policy and the loan terms. The legal texts are long, so only these pages download this part.
 */
export const info = {
  // Customer service (/customerService)
  'info.service.intro': 'We are here to help with your loan, your repayments and your account.',
  'info.service.loading': 'Loading contact details…',
  'info.service.phone': 'Call us',
  'info.service.email': 'Write to us',
  'info.service.emailAction': 'Send an e-mail',
  'info.service.noContact': 'Our contact details cannot be shown right now.',
  'info.service.noContactHint': 'Please try again in a moment.',
  'info.service.complaint': 'Complaints',
  'info.service.complaintHint':
    'Something wrong with an order or a repayment? File a complaint and we will reply within 3 working days.',
  'info.service.complaintAction': 'File a complaint',
  'info.service.errorPhone': 'You can still call us:',
  // Shared by the documents
  'info.contents': 'Contents',
  // About us (/aboutUs). The offer lines are the market's claims (spec 1): India in English.
  'info.about.whoWeAre': 'Who we are',
  'info.about.intro':
    '{brand} is a digital lending service. We help salaried people in India borrow small amounts quickly and repay them on their own schedule, entirely from their phone.',
  'info.about.introUnbranded':
    'We are a digital lending service. We help salaried people in India borrow small amounts quickly and repay them on their own schedule, entirely from their phone.',
  'info.about.offer': 'What we offer',
  'info.about.offer.amount': 'Personal loans from Rs. 2,000 to Rs. 80,000, paid out in about 2 hours.',
  'info.about.offer.reach': 'For salaried borrowers earning Rs. 12,000 a month or more.',
  'info.about.offer.online': 'Apply, sign and repay online: no branch visit and no paperwork.',
  'info.about.offer.clear': 'Every fee and the full amount to repay are shown before you confirm.',
  'info.about.offer.flexible': 'Repay in instalments, or extend your due date when you need more time.',
  'info.about.promise': 'Our commitments',
  'info.about.promise.data':
    'We collect only the information needed to assess and manage your loan, and protect it as our privacy policy describes.',
  'info.about.promise.fair':
    'We treat every borrower fairly and with respect, also when a repayment is late.',
  'info.about.promise.help': 'Our customer service team answers your questions and handles your complaints.',
  'info.about.contact': 'Contact us',
  'info.about.readMore': 'Read more',
  'info.about.privacyPolicy': 'Privacy policy',
  'info.about.loanTerms': 'Loan terms and conditions',
} as const;
