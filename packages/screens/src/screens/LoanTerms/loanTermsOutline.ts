import {
  list as anyList,
  p as anyP,
  type DocSection,
  type DocText,
} from '../../components/InfoDocument/outline';
import type { MessageParams } from '../../i18n/messages';
import type { IndiaTermsKey } from './indiaTerms';
import { formatMinorUnits, formatMoney } from '../../i18n/format';
import { DAILY_PENALTY_BANDS, LOAN_TERMS, ONE_TIME_PENALTY_MINOR } from './loanTermsRules';

/** Rupees for the terms (an Indian agreement: in rupees in either language), from paise. */
export const rupees = (minor: number) => formatMoney(formatMinorUnits(minor), 'IN');

/** The id of the section the worked penalty example follows. */
export const PENALTY_SECTION_ID = 'late-payment-penalties';

const p = (key: IndiaTermsKey, params?: MessageParams) => anyP<IndiaTermsKey>(key, params);
const list = (...items: (IndiaTermsKey | DocText<IndiaTermsKey>)[]) => anyList<IndiaTermsKey>(...items);

const [band1, band2, band3] = DAILY_PENALTY_BANDS;
const T = LOAN_TERMS;

/**
 * The India loan terms' 22 sections in the spec's order (screen 16), their figures from the rules (spec 9,
 * section 5). The lender section names the configured brand, or the lender of the loan agreement.
 */
export function loanTermsOutline(brandName: string): DocSection<IndiaTermsKey>[] {
  const brand = brandName.replace(/\s+/g, ' ').trim();
  return [
    {
      id: 'lender-information',
      title: 'lender',
      blocks: [brand ? p('lender.text', { brand }) : p('lender.textUnbranded')],
    },
    {
      id: 'definitions',
      title: 'definitions',
      blocks: [
        p('definitions.lead'),
        list(
          'definitions.loan',
          'definitions.disbursal',
          'definitions.dueDate',
          'definitions.unpaid',
          'definitions.businessDay',
        ),
      ],
    },
    { id: 'loan-purpose', title: 'purpose', blocks: [p('purpose.text')] },
    { id: 'amount', title: 'amount', blocks: [p('amount.text')] },
    {
      id: 'loan-term',
      title: 'loanTerm',
      blocks: [p('loanTerm.text', { min: T.minTermDays, max: T.maxTermDays })],
    },
    { id: 'prolongation', title: 'prolongation', blocks: [p('prolongation.text')] },
    { id: 'interest', title: 'interest', blocks: [p('interest.text')] },
    {
      id: PENALTY_SECTION_ID,
      title: 'penalties',
      blocks: [
        p('penalties.lead'),
        list(
          {
            key: 'penalties.oneTime',
            params: {
              newFee: rupees(ONE_TIME_PENALTY_MINOR.new),
              repeatFee: rupees(ONE_TIME_PENALTY_MINOR.repeat),
            },
          },
          {
            key: 'penalties.band',
            params: { from: band1.fromDay, to: band1.toDay, percent: band1.percent },
          },
          {
            key: 'penalties.band',
            params: { from: band2.fromDay, to: band2.toDay, percent: band2.percent },
          },
          { key: 'penalties.bandOpen', params: { from: band3.fromDay, percent: band3.percent } },
        ),
        p('penalties.base'),
      ],
    },
    {
      id: 'release-of-funds',
      title: 'release',
      blocks: [
        p('release.lead'),
        list('release.identity', 'release.accepted', 'release.information'),
        p('release.timing', { days: T.decisionDays, min: T.fundsMinDays, max: T.fundsMaxDays }),
      ],
    },
    {
      id: 'repayment',
      title: 'repayment',
      blocks: [p('repayment.text'), p('repayment.prepayment', { days: T.prepaymentMinDays })],
    },
    {
      id: 'representations',
      title: 'representations',
      blocks: [
        p('representations.lead'),
        list(
          'representations.citizen',
          'representations.capacity',
          'representations.address',
          'representations.pep',
          'representations.true',
        ),
        p('representations.changes', { days: T.changeNoticeDays }),
      ],
    },
    {
      id: 'default',
      title: 'default',
      blocks: [
        p('default.lead'),
        list(
          'default.unpaid',
          'default.false',
          { key: 'default.judgment', params: { days: T.judgmentDefaultDays } },
          'default.insolvency',
        ),
        p('default.consequence'),
      ],
    },
    { id: 'indemnity', title: 'indemnity', blocks: [p('indemnity.text')] },
    { id: 'disclosure', title: 'disclosure', blocks: [p('disclosure.text')] },
    { id: 'set-off', title: 'setOff', blocks: [p('setOff.text')] },
    { id: 'review', title: 'review', blocks: [p('review.text')] },
    {
      id: 'notices',
      title: 'notices',
      blocks: [
        p('notices.lead'),
        list('notices.mail', { key: 'notices.email', params: { hours: T.emailNoticeHours } }, 'notices.app'),
      ],
    },
    { id: 'entire-agreement', title: 'entire', blocks: [p('entire.text')] },
    {
      id: 'assignment',
      title: 'assignment',
      blocks: [p('assignment.text', { days: T.assignmentNoticeBusinessDays })],
    },
    { id: 'waiver', title: 'waiver', blocks: [p('waiver.text')] },
    { id: 'governing-law', title: 'law', blocks: [p('law.text')] },
    { id: 'term-of-agreement', title: 'duration', blocks: [p('duration.text')] },
  ];
}
