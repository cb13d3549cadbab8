import { list, p, type DocSection } from '../../components/InfoDocument/outline';

/**
 * The privacy policy's nine sections, in the spec's order (screen behaviour 1): use of information,
 * disclosure, cookies, data security, non-discrimination, user rights, protection of minors, changes,
 * contacts. The user rights are the spec's eight, account cancellation only without an outstanding loan.
 */
export const privacyOutline: readonly DocSection[] = [
  {
    id: 'use-of-information',
    title: 'info.privacy.use',
    blocks: [
      p('info.privacy.use.lead'),
      list(
        'info.privacy.use.identity',
        'info.privacy.use.assess',
        'info.privacy.use.service',
        'info.privacy.use.support',
        'info.privacy.use.fraud',
        'info.privacy.use.improve',
      ),
      p('info.privacy.use.limit'),
    ],
  },
  {
    id: 'disclosure',
    title: 'info.privacy.disclosure',
    blocks: [
      p('info.privacy.disclosure.lead'),
      list(
        'info.privacy.disclosure.lenders',
        'info.privacy.disclosure.bureaus',
        'info.privacy.disclosure.payments',
        'info.privacy.disclosure.vendors',
        'info.privacy.disclosure.authorities',
      ),
      p('info.privacy.disclosure.duty'),
    ],
  },
  {
    id: 'cookies',
    title: 'info.privacy.cookies',
    blocks: [p('info.privacy.cookies.what'), p('info.privacy.cookies.control')],
  },
  {
    id: 'data-security',
    title: 'info.privacy.security',
    blocks: [
      p('info.privacy.security.measures'),
      p('info.privacy.security.breach'),
      p('info.privacy.security.codes'),
    ],
  },
  {
    id: 'non-discrimination',
    title: 'info.privacy.fairness',
    blocks: [p('info.privacy.fairness.rights'), p('info.privacy.fairness.decisions')],
  },
  {
    id: 'your-rights',
    title: 'info.privacy.rights',
    blocks: [
      p('info.privacy.rights.lead'),
      list(
        'info.privacy.rights.access',
        'info.privacy.rights.correct',
        'info.privacy.rights.erase',
        'info.privacy.rights.cancel',
        'info.privacy.rights.object',
        'info.privacy.rights.restrict',
        'info.privacy.rights.withdraw',
        'info.privacy.rights.complain',
      ),
      p('info.privacy.rights.how'),
    ],
  },
  { id: 'minors', title: 'info.privacy.minors', blocks: [p('info.privacy.minors.text')] },
  { id: 'changes', title: 'info.privacy.changes', blocks: [p('info.privacy.changes.text')] },
  { id: 'contacts', title: 'info.privacy.contacts', blocks: [p('info.privacy.contacts.text')] },
];
