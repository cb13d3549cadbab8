import { interpolate, type MessageParams } from '../../i18n/messages';

/**
 * The spec's loan terms (screen 16): an Indian document (rupees, Indian law and courts), in English only.
 * It is never translated for Indonesia (DESIGN.md: legal text belongs to a market): the Indonesian market
 * shows the lender's own document instead. Figures come from the rules (spec 9) as {slots}.
 */
export const INDIA_TERMS = {
  intro:
    'Please read these terms carefully before you accept a loan. They apply together with your loan agreement and the loan confirmation page.',
  lender: 'Lender information',
  'lender.text':
    'These terms are an agreement between you, the borrower, and {brand}, the lender ("the Lender"). The Lender\'s registration details are given in your loan agreement.',
  'lender.textUnbranded':
    'These terms are an agreement between you, the borrower, and the lender named in your loan agreement ("the Lender"), where its registration details are also given.',
  definitions: 'Definitions',
  'definitions.lead': 'In these terms:',
  'definitions.loan': '"Loan" means the amount the Lender lends you under these terms;',
  'definitions.disbursal': '"Disbursal" means the payment of the Loan into your bank account;',
  'definitions.dueDate':
    '"Due date" means the date by which an instalment must be paid, as shown in the app;',
  'definitions.unpaid': '"Unpaid amount" means any part of an instalment not paid by its due date;',
  'definitions.businessDay':
    '"Business day" means a day other than a Saturday, Sunday or public holiday on which banks are open.',
  purpose: 'Loan purpose',
  'purpose.text':
    'You will use the Loan for lawful personal purposes only, and not for speculation, gambling or any unlawful activity.',
  amount: 'Loan amount',
  'amount.text':
    'The amount of the Loan, every fee and the total you will repay are shown on the loan confirmation page before you accept, including any fee deducted at disbursal.',
  loanTerm: 'Loan term',
  'loanTerm.text':
    'The term of the Loan is between {min} and {max} calendar days, as shown on the loan confirmation page.',
  prolongation: 'Prolongation',
  'prolongation.text':
    'Where the app offers it, you may extend the due date by paying the extension fee shown on the extension page before it expires. The new due date is shown before you pay. An extension does not cancel penalties already charged.',
  interest: 'Interest',
  'interest.text':
    'Interest accrues daily on the outstanding amount of the Loan at the rate shown on the loan confirmation page, from disbursal until the Loan is repaid in full. The total interest is shown before you accept.',
  penalties: 'Late payment penalties',
  'penalties.lead': 'If an instalment is not paid by its due date:',
  'penalties.oneTime':
    'a one-time late penalty of {newFee} for a new customer, or {repeatFee} for a repeat customer, is charged on the first day late;',
  'penalties.band':
    'from day {from} to day {to} late, a penalty of {percent}% of the unpaid amount is charged for each day;',
  'penalties.bandOpen':
    'from day {from} late until payment, a penalty of {percent}% of the unpaid amount is charged for each day.',
  'penalties.base':
    'Penalties are calculated on the unpaid amount only, never on penalties, and stop when the unpaid amount is paid.',
  'penalties.example': 'Worked example',
  'penalties.exampleCaption': 'Late penalties on {amount} unpaid, new customer',
  'penalties.day': 'Days late',
  'penalties.rate': 'Daily rate',
  'penalties.daily': 'Penalty that day',
  'penalties.total': 'Penalties so far',
  'penalties.percent': '{percent}%',
  'penalties.exampleNote':
    'Penalties so far include the one-time penalty of {newFee}. For a repeat customer it is {repeatFee}, so each figure is {difference} lower.',
  release: 'Conditions for release of funds',
  'release.lead': 'The Loan is paid out only when:',
  'release.identity': 'your identity and bank account have been verified;',
  'release.accepted': 'you have accepted these terms and the loan agreement;',
  'release.information': 'the information you gave is complete and true.',
  'release.timing':
    'The Lender decides on a complete application within {days} day. Once you accept the offer, the funds are credited to your bank account within {min} to {max} calendar days.',
  repayment: 'Repayment',
  'repayment.text':
    'Repay each instalment by its due date using the payment methods shown in the app. A payment counts from the moment the Lender receives it.',
  'repayment.prepayment':
    'You may repay the whole Loan early, but only after half of the loan term has passed and at least {days} calendar days after disbursal.',
  representations: 'Representations',
  'representations.lead': 'You confirm that:',
  'representations.citizen': 'you are an Indian citizen over 18 years of age;',
  'representations.capacity': 'you have full legal capacity to enter into this agreement;',
  'representations.address': 'you have a permanent address in India;',
  'representations.pep': 'you are not a politically exposed person;',
  'representations.true': 'all information you have given is complete and true.',
  'representations.changes':
    'You will notify the Lender of any change of your name, date of birth or address within {days} days.',
  default: 'Default',
  'default.lead': 'Each of the following is an event of default:',
  'default.unpaid': 'an amount due under the Loan is not paid by its due date;',
  'default.false': 'information you gave turns out to be false or misleading;',
  'default.judgment': 'a court judgment against you remains unpaid for {days} days;',
  'default.insolvency': 'you become insolvent or bankrupt.',
  'default.consequence':
    'On an event of default the Lender may ask you to repay the whole outstanding amount at once and take lawful steps to recover it. Recovery always follows the fair practice rules that apply to lenders.',
  indemnity: 'Indemnity',
  'indemnity.text':
    'You will compensate the Lender for any loss it suffers because you broke these terms or gave false information, including the reasonable costs of recovery the law allows.',
  disclosure: 'Disclosure of information',
  'disclosure.text':
    'You agree that the Lender may share information about your Loan and your repayments with credit information companies, its lending partners and the authorities, as described in the privacy policy.',
  setOff: 'Set-off',
  'setOff.text':
    'If the Lender holds money of yours, such as an overpayment, it may use it to pay an amount you owe that is due, and will tell you when it does so.',
  review: 'Review',
  'review.text':
    'The Lender may review your Loan and your repayment record at any time and may ask you for up-to-date information or documents. It may change these terms by notifying you before the change applies; a change never affects an amount already due.',
  notices: 'Notices',
  'notices.lead':
    'The Lender sends notices to the postal address, phone number or e-mail address you gave. A notice is deemed received:',
  'notices.mail': 'if sent by post, on the second business day after posting;',
  'notices.email': 'if sent by e-mail, {hours} hour after it is sent;',
  'notices.app': 'if shown in the app or sent by SMS, when it is sent.',
  entire: 'Entire agreement',
  'entire.text':
    'These terms, the loan agreement and the loan confirmation page form the whole agreement between you and the Lender about the Loan.',
  assignment: 'Assignment',
  'assignment.text':
    "The Lender may transfer its rights under the Loan to another lender after giving you at least {days} business days' notice. Your rights under these terms stay the same. You may not transfer your obligations without the Lender's written consent.",
  waiver: 'Waiver',
  'waiver.text':
    'If the Lender does not enforce a right at once, it does not give up that right and may enforce it later.',
  law: 'Governing law',
  'law.text':
    'These terms are governed by the laws of India, and the courts of India have jurisdiction over any dispute. Before going to court, you can raise a complaint with customer service.',
  duration: 'Term of this agreement',
  'duration.text':
    'These terms apply from the moment you accept them until you have repaid everything you owe under the Loan.',
} as const;

export type IndiaTermsKey = keyof typeof INDIA_TERMS;

/** A piece of the India terms with its {slots} filled. */
export const indiaTermsText = (key: IndiaTermsKey, params?: MessageParams) =>
  interpolate(INDIA_TERMS[key], params);
