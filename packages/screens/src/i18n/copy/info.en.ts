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
  // Privacy policy (/privacyPolicy): nine sections (spec screen behaviour 1); company identity left out.
  'info.privacy.intro':
    'This policy explains what personal information {brand} collects when you use our app and these pages, why we collect it, who we share it with and the rights you have over it.',
  'info.privacy.introUnbranded':
    'This policy explains what personal information we collect when you use our app and these pages, why we collect it, who we share it with and the rights you have over it.',
  'info.privacy.use': 'How we use your information',
  'info.privacy.use.lead':
    'We use the information you give us, and the information your phone shares with your permission, to:',
  'info.privacy.use.identity': 'confirm who you are, as lending rules require;',
  'info.privacy.use.assess': 'assess your loan application and decide how much we can lend;',
  'info.privacy.use.service': 'pay out your loan, collect repayments and send you notices about it;',
  'info.privacy.use.support': 'answer your questions and handle your complaints;',
  'info.privacy.use.fraud': 'prevent fraud and meet our legal obligations;',
  'info.privacy.use.improve': 'improve our service, using figures that do not identify you.',
  'info.privacy.use.limit':
    'We do not use your information for any purpose we have not told you about, and we never sell it.',
  'info.privacy.disclosure': 'When we share your information',
  'info.privacy.disclosure.lead': 'We share only what is needed, and only with:',
  'info.privacy.disclosure.lenders': 'the lending partners and banks that fund and pay out your loan;',
  'info.privacy.disclosure.bureaus': 'credit information companies, as the law requires;',
  'info.privacy.disclosure.payments': 'payment service providers that process your repayments;',
  'info.privacy.disclosure.vendors':
    'service providers that work for us under a duty of confidentiality, such as hosting and customer support;',
  'info.privacy.disclosure.authorities':
    'courts, regulators and law enforcement authorities, when the law requires it.',
  'info.privacy.disclosure.duty':
    'Everyone we share your information with must protect it and use it only for the purpose it was shared for.',
  'info.privacy.cookies': 'Cookies and similar technologies',
  'info.privacy.cookies.what':
    'These pages keep small pieces of data on your device (cookies and local storage) to keep you signed in, remember your language and keep a form you have started. We do not use them for advertising.',
  'info.privacy.cookies.control':
    'You can clear them in your browser settings. Some pages may then ask you to sign in again, and an unfinished form will be lost.',
  'info.privacy.security': 'How we keep your information safe',
  'info.privacy.security.measures':
    'We protect your information with encryption in transit, access controls and regular security reviews. Only staff who need it for their work can see it.',
  'info.privacy.security.breach':
    'No system is completely secure. If a breach affects your information, we will inform you and the authorities as the law requires.',
  'info.privacy.security.codes':
    'Keep your password and one-time codes to yourself: we will never ask for them by phone, SMS or e-mail.',
  'info.privacy.fairness': 'Non-discrimination',
  'info.privacy.fairness.rights':
    'We will not treat you less favourably, or refuse you a service, because you use your privacy rights.',
  'info.privacy.fairness.decisions':
    'Loan decisions rest on the information relevant to your application, never on religion, caste, ethnicity, gender or similar grounds.',
  'info.privacy.rights': 'Your rights',
  'info.privacy.rights.lead': 'You have the right to:',
  'info.privacy.rights.access': 'access: ask what information we hold about you and receive a copy;',
  'info.privacy.rights.correct': 'correction: have inaccurate or incomplete information corrected;',
  'info.privacy.rights.erase':
    'erasure: have information deleted that we no longer need and are not required by law to keep;',
  'info.privacy.rights.cancel':
    'cancel your account: close it at any time, as long as you have no outstanding loan;',
  'info.privacy.rights.object': 'object: object to our use of your information, for example for marketing;',
  'info.privacy.rights.restrict':
    'restriction: have us limit the use of your information while a request or complaint is being resolved;',
  'info.privacy.rights.withdraw':
    'withdraw consent: withdraw a consent you have given; this does not affect what was done before, and some services may then no longer be available;',
  'info.privacy.rights.complain':
    'complain: complain to the data protection authority of your country if you are not satisfied with our answer.',
  'info.privacy.rights.how':
    'To use a right, contact us as described below. We answer without undue delay, and if we cannot do what you ask, we tell you why.',
  'info.privacy.minors': 'Protection of minors',
  'info.privacy.minors.text':
    'Our services are only for adults aged 18 or over. We do not knowingly collect information about anyone younger; if we learn that we have, we delete it.',
  'info.privacy.changes': 'Changes to this policy',
  'info.privacy.changes.text':
    'We may update this policy when our service or the law changes. We will tell you about important changes in the app or by e-mail before they take effect. The version on this page is the one in force.',
  'info.privacy.contacts': 'Contacts',
  'info.privacy.contacts.text':
    'For questions about this policy or to use your rights, contact our customer service. They will pass your request to the person responsible for data protection.',
  'info.privacy.contacts.open': 'Go to customer service',
  // Loan terms (/loanAgreement, the site's /Loan): India shows the spec's document (LoanTerms/indiaTerms.ts,
  // English only); Indonesia the lender's own document, or where the borrower's terms are.
  'info.terms.englishOnly': 'These terms apply to loans in India and are given in English.',
  'info.terms.where.title': 'Where to find your loan terms',
  'info.terms.where.text':
    'The terms of your loan are in the loan agreement you accepted before the money was paid out. It names your lender and sets out the amount, the costs, the due dates and what happens if a payment is late.',
  'info.terms.where.before':
    'Not borrowed yet? The app shows you the loan agreement with your offer, before you accept it.',
  'info.terms.where.help': 'For a copy of your agreement or any question about it, contact customer service.',
} as const;
