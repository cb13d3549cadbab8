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
  // Loan terms and conditions (/loanAgreement, spec 16): the 22 sections. Figures come from the rules
  // (spec 9) as {slots}; amounts are formatted in rupees.
  'info.terms.intro':
    'Please read these terms carefully before you accept a loan. They apply together with your loan agreement and the loan confirmation page.',
  'info.terms.lender': 'Lender information',
  'info.terms.lender.text':
    'These terms are an agreement between you, the borrower, and {brand}, the lender ("the Lender"). The Lender\'s registration details are given in your loan agreement.',
  'info.terms.lender.textUnbranded':
    'These terms are an agreement between you, the borrower, and the lender named in your loan agreement ("the Lender"), where its registration details are also given.',
  'info.terms.definitions': 'Definitions',
  'info.terms.definitions.lead': 'In these terms:',
  'info.terms.definitions.loan': '"Loan" means the amount the Lender lends you under these terms;',
  'info.terms.definitions.disbursal': '"Disbursal" means the payment of the Loan into your bank account;',
  'info.terms.definitions.dueDate':
    '"Due date" means the date by which an instalment must be paid, as shown in the app;',
  'info.terms.definitions.unpaid':
    '"Unpaid amount" means any part of an instalment not paid by its due date;',
  'info.terms.definitions.businessDay':
    '"Business day" means a day other than a Saturday, Sunday or public holiday on which banks are open.',
  'info.terms.purpose': 'Loan purpose',
  'info.terms.purpose.text':
    'You will use the Loan for lawful personal purposes only, and not for speculation, gambling or any unlawful activity.',
  'info.terms.amount': 'Loan amount',
  'info.terms.amount.text':
    'The amount of the Loan, every fee and the total you will repay are shown on the loan confirmation page before you accept, including any fee deducted at disbursal.',
  'info.terms.loanTerm': 'Loan term',
  'info.terms.loanTerm.text':
    'The term of the Loan is between {min} and {max} calendar days, as shown on the loan confirmation page.',
  'info.terms.prolongation': 'Prolongation',
  'info.terms.prolongation.text':
    'Where the app offers it, you may extend the due date by paying the extension fee shown on the extension page before it expires. The new due date is shown before you pay. An extension does not cancel penalties already charged.',
  'info.terms.interest': 'Interest',
  'info.terms.interest.text':
    'Interest accrues daily on the outstanding amount of the Loan at the rate shown on the loan confirmation page, from disbursal until the Loan is repaid in full. The total interest is shown before you accept.',
  'info.terms.penalties': 'Late payment penalties',
  'info.terms.penalties.lead': 'If an instalment is not paid by its due date:',
  'info.terms.penalties.oneTime':
    'a one-time late penalty of {newFee} for a new customer, or {repeatFee} for a repeat customer, is charged on the first day late;',
  'info.terms.penalties.band':
    'from day {from} to day {to} late, a penalty of {percent}% of the unpaid amount is charged for each day;',
  'info.terms.penalties.bandOpen':
    'from day {from} late until payment, a penalty of {percent}% of the unpaid amount is charged for each day.',
  'info.terms.penalties.base':
    'Penalties are calculated on the unpaid amount only, never on penalties, and stop when the unpaid amount is paid.',
  'info.terms.penalties.example': 'Worked example',
  'info.terms.penalties.exampleCaption': 'Late penalties on {amount} unpaid, new customer',
  'info.terms.penalties.day': 'Days late',
  'info.terms.penalties.rate': 'Daily rate',
  'info.terms.penalties.daily': 'Penalty that day',
  'info.terms.penalties.total': 'Penalties so far',
  'info.terms.penalties.percent': '{percent}%',
  'info.terms.penalties.exampleNote':
    'Penalties so far include the one-time penalty of {newFee}. For a repeat customer it is {repeatFee}, so each figure is {difference} lower.',
  'info.terms.release': 'Conditions for release of funds',
  'info.terms.release.lead': 'The Loan is paid out only when:',
  'info.terms.release.identity': 'your identity and bank account have been verified;',
  'info.terms.release.accepted': 'you have accepted these terms and the loan agreement;',
  'info.terms.release.information': 'the information you gave is complete and true.',
  'info.terms.release.timing':
    'The Lender decides on a complete application within {days} day. Once you accept the offer, the funds are credited to your bank account within {min} to {max} calendar days.',
  'info.terms.repayment': 'Repayment',
  'info.terms.repayment.text':
    'Repay each instalment by its due date using the payment methods shown in the app. A payment counts from the moment the Lender receives it.',
  'info.terms.repayment.prepayment':
    'You may repay the whole Loan early, but only after half of the loan term has passed and at least {days} calendar days after disbursal.',
  'info.terms.representations': 'Representations',
  'info.terms.representations.lead': 'You confirm that:',
  'info.terms.representations.citizen': 'you are an Indian citizen over 18 years of age;',
  'info.terms.representations.capacity': 'you have full legal capacity to enter into this agreement;',
  'info.terms.representations.address': 'you have a permanent address in India;',
  'info.terms.representations.pep': 'you are not a politically exposed person;',
  'info.terms.representations.true': 'all information you have given is complete and true.',
  'info.terms.representations.changes':
    'You will notify the Lender of any change of your name, date of birth or address within {days} days.',
  'info.terms.default': 'Default',
  'info.terms.default.lead': 'Each of the following is an event of default:',
  'info.terms.default.unpaid': 'an amount due under the Loan is not paid by its due date;',
  'info.terms.default.false': 'information you gave turns out to be false or misleading;',
  'info.terms.default.judgment': 'a court judgment against you remains unpaid for {days} days;',
  'info.terms.default.insolvency': 'you become insolvent or bankrupt.',
  'info.terms.default.consequence':
    'On an event of default the Lender may ask you to repay the whole outstanding amount at once and take lawful steps to recover it. Recovery always follows the fair practice rules that apply to lenders.',
  'info.terms.indemnity': 'Indemnity',
  'info.terms.indemnity.text':
    'You will compensate the Lender for any loss it suffers because you broke these terms or gave false information, including the reasonable costs of recovery the law allows.',
  'info.terms.disclosure': 'Disclosure of information',
  'info.terms.disclosure.text':
    'You agree that the Lender may share information about your Loan and your repayments with credit information companies, its lending partners and the authorities, as described in the privacy policy.',
  'info.terms.setOff': 'Set-off',
  'info.terms.setOff.text':
    'If the Lender holds money of yours, such as an overpayment, it may use it to pay an amount you owe that is due, and will tell you when it does so.',
  'info.terms.review': 'Review',
  'info.terms.review.text':
    'The Lender may review your Loan and your repayment record at any time and may ask you for up-to-date information or documents. It may change these terms by notifying you before the change applies; a change never affects an amount already due.',
  'info.terms.notices': 'Notices',
  'info.terms.notices.lead':
    'The Lender sends notices to the postal address, phone number or e-mail address you gave. A notice is deemed received:',
  'info.terms.notices.mail': 'if sent by post, on the second business day after posting;',
  'info.terms.notices.email': 'if sent by e-mail, {hours} hour after it is sent;',
  'info.terms.notices.app': 'if shown in the app or sent by SMS, when it is sent.',
  'info.terms.entire': 'Entire agreement',
  'info.terms.entire.text':
    'These terms, the loan agreement and the loan confirmation page form the whole agreement between you and the Lender about the Loan.',
  'info.terms.assignment': 'Assignment',
  'info.terms.assignment.text':
    "The Lender may transfer its rights under the Loan to another lender after giving you at least {days} business days' notice. Your rights under these terms stay the same. You may not transfer your obligations without the Lender's written consent.",
  'info.terms.waiver': 'Waiver',
  'info.terms.waiver.text':
    'If the Lender does not enforce a right at once, it does not give up that right and may enforce it later.',
  'info.terms.law': 'Governing law',
  'info.terms.law.text':
    'These terms are governed by the laws of India, and the courts of India have jurisdiction over any dispute. Before going to court, you can raise a complaint with customer service.',
  'info.terms.duration': 'Term of this agreement',
  'info.terms.duration.text':
    'These terms apply from the moment you accept them until you have repaid everything you owe under the Loan.',
} as const;
