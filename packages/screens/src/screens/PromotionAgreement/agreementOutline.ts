import { list, p, type DocSection } from '../../components/InfoDocument/outline';

/**
 * The user agreement the promotion sign-up refers to ("By registering, you agree to the User Agreement"):
 * what signing up with a mobile number means — who may, the SMS codes, the information it uses, messages,
 * that it is not a loan, fair use, closing the account, changes, contact.
 */
export const agreementOutline: readonly DocSection[] = [
  {
    id: 'account',
    title: 'promotion.terms.account',
    blocks: [
      list('promotion.terms.account.who', 'promotion.terms.account.number', 'promotion.terms.account.true'),
    ],
  },
  {
    id: 'codes',
    title: 'promotion.terms.codes',
    blocks: [p('promotion.terms.codes.what'), p('promotion.terms.codes.secret')],
  },
  {
    id: 'information',
    title: 'promotion.terms.data',
    blocks: [p('promotion.terms.data.use'), p('promotion.terms.data.policy')],
  },
  {
    id: 'messages',
    title: 'promotion.terms.messages',
    blocks: [p('promotion.terms.messages.service'), p('promotion.terms.messages.offers')],
  },
  {
    id: 'not-a-loan',
    title: 'promotion.terms.loans',
    blocks: [p('promotion.terms.loans.not'), p('promotion.terms.loans.own')],
  },
  {
    id: 'fair-use',
    title: 'promotion.terms.use',
    blocks: [p('promotion.terms.use.rules'), p('promotion.terms.use.stop')],
  },
  { id: 'closing', title: 'promotion.terms.closing', blocks: [p('promotion.terms.closing.text')] },
  { id: 'changes', title: 'promotion.terms.changes', blocks: [p('promotion.terms.changes.text')] },
  { id: 'contact', title: 'promotion.terms.contact', blocks: [p('promotion.terms.contact.text')] },
];
