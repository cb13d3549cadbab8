import { list, p, type DocSection } from '../../components/InfoDocument/outline';
import { formatMinorUnits, formatMoney } from '../../i18n/format';
import { DAILY_PENALTY_BANDS, LOAN_TERMS, ONE_TIME_PENALTY_MINOR } from './loanTermsRules';

/** Rupees for the terms (an Indian agreement: in rupees in either language), from paise. */
export const rupees = (minor: number) => formatMoney(formatMinorUnits(minor), 'IN');

/** The id of the section the worked penalty example follows. */
export const PENALTY_SECTION_ID = 'late-payment-penalties';

const [band1, band2, band3] = DAILY_PENALTY_BANDS;
const T = LOAN_TERMS;

/**
 * The loan terms' 22 sections in the spec's order (screen 16), their figures from the rules (spec 9,
 * section 5). The lender section names the configured brand, or the lender of the loan agreement.
 */
export function loanTermsOutline(brandName: string): DocSection[] {
  const brand = brandName.replace(/\s+/g, ' ').trim();
  return [
    {
      id: 'lender-information',
      title: 'info.terms.lender',
      blocks: [brand ? p('info.terms.lender.text', { brand }) : p('info.terms.lender.textUnbranded')],
    },
    {
      id: 'definitions',
      title: 'info.terms.definitions',
      blocks: [
        p('info.terms.definitions.lead'),
        list(
          'info.terms.definitions.loan',
          'info.terms.definitions.disbursal',
          'info.terms.definitions.dueDate',
          'info.terms.definitions.unpaid',
          'info.terms.definitions.businessDay',
        ),
      ],
    },
    { id: 'loan-purpose', title: 'info.terms.purpose', blocks: [p('info.terms.purpose.text')] },
    { id: 'amount', title: 'info.terms.amount', blocks: [p('info.terms.amount.text')] },
    {
      id: 'loan-term',
      title: 'info.terms.loanTerm',
      blocks: [p('info.terms.loanTerm.text', { min: T.minTermDays, max: T.maxTermDays })],
    },
    { id: 'prolongation', title: 'info.terms.prolongation', blocks: [p('info.terms.prolongation.text')] },
    { id: 'interest', title: 'info.terms.interest', blocks: [p('info.terms.interest.text')] },
    {
      id: PENALTY_SECTION_ID,
      title: 'info.terms.penalties',
      blocks: [
        p('info.terms.penalties.lead'),
        list(
          {
            key: 'info.terms.penalties.oneTime',
            params: {
              newFee: rupees(ONE_TIME_PENALTY_MINOR.new),
              repeatFee: rupees(ONE_TIME_PENALTY_MINOR.repeat),
            },
          },
          {
            key: 'info.terms.penalties.band',
            params: { from: band1.fromDay, to: band1.toDay, percent: band1.percent },
          },
          {
            key: 'info.terms.penalties.band',
            params: { from: band2.fromDay, to: band2.toDay, percent: band2.percent },
          },
          { key: 'info.terms.penalties.bandOpen', params: { from: band3.fromDay, percent: band3.percent } },
        ),
        p('info.terms.penalties.base'),
      ],
    },
    {
      id: 'release-of-funds',
      title: 'info.terms.release',
      blocks: [
        p('info.terms.release.lead'),
        list('info.terms.release.identity', 'info.terms.release.accepted', 'info.terms.release.information'),
        p('info.terms.release.timing', { days: T.decisionDays, min: T.fundsMinDays, max: T.fundsMaxDays }),
      ],
    },
    {
      id: 'repayment',
      title: 'info.terms.repayment',
      blocks: [
        p('info.terms.repayment.text'),
        p('info.terms.repayment.prepayment', { days: T.prepaymentMinDays }),
      ],
    },
    {
      id: 'representations',
      title: 'info.terms.representations',
      blocks: [
        p('info.terms.representations.lead'),
        list(
          'info.terms.representations.citizen',
          'info.terms.representations.capacity',
          'info.terms.representations.address',
          'info.terms.representations.pep',
          'info.terms.representations.true',
        ),
        p('info.terms.representations.changes', { days: T.changeNoticeDays }),
      ],
    },
    {
      id: 'default',
      title: 'info.terms.default',
      blocks: [
        p('info.terms.default.lead'),
        list(
          'info.terms.default.unpaid',
          'info.terms.default.false',
          { key: 'info.terms.default.judgment', params: { days: T.judgmentDefaultDays } },
          'info.terms.default.insolvency',
        ),
        p('info.terms.default.consequence'),
      ],
    },
    { id: 'indemnity', title: 'info.terms.indemnity', blocks: [p('info.terms.indemnity.text')] },
    { id: 'disclosure', title: 'info.terms.disclosure', blocks: [p('info.terms.disclosure.text')] },
    { id: 'set-off', title: 'info.terms.setOff', blocks: [p('info.terms.setOff.text')] },
    { id: 'review', title: 'info.terms.review', blocks: [p('info.terms.review.text')] },
    {
      id: 'notices',
      title: 'info.terms.notices',
      blocks: [
        p('info.terms.notices.lead'),
        list(
          'info.terms.notices.mail',
          { key: 'info.terms.notices.email', params: { hours: T.emailNoticeHours } },
          'info.terms.notices.app',
        ),
      ],
    },
    { id: 'entire-agreement', title: 'info.terms.entire', blocks: [p('info.terms.entire.text')] },
    {
      id: 'assignment',
      title: 'info.terms.assignment',
      blocks: [p('info.terms.assignment.text', { days: T.assignmentNoticeBusinessDays })],
    },
    { id: 'waiver', title: 'info.terms.waiver', blocks: [p('info.terms.waiver.text')] },
    { id: 'governing-law', title: 'info.terms.law', blocks: [p('info.terms.law.text')] },
    { id: 'term-of-agreement', title: 'info.terms.duration', blocks: [p('info.terms.duration.text')] },
  ];
}
