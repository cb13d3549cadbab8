import { useId } from 'react';
import { styled } from 'styled-components';
import { color, font, space } from '../../theme/tokens';
import { indiaTermsText as t } from './indiaTerms';
import { rupees } from './loanTermsOutline';
import { ONE_TIME_PENALTY_MINOR, PENALTY_EXAMPLE, penaltySchedule } from './loanTermsRules';

// Four columns of whole amounts do not fit a small phone at large text (246 CSS px): the table scrolls
// sideways inside the page instead of being cut off at the card's edge. Focusable, so it can be scrolled
// without touch too.
const Scroller = styled.div`
  overflow-x: auto;
  overscroll-behavior-x: contain;
`;

const Caption = styled.p`
  padding-bottom: ${space.sm};
  color: ${color['text-muted']};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.tight};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.tight};
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${space.sm} ${space.xxs};
    border-bottom: 1px solid ${color.border};
    vertical-align: bottom;
  }
  th {
    font-weight: ${font.weight.bold};
  }
  thead th {
    font-size: ${font.size.xs};
    hyphens: auto;
  }
  thead th {
    text-align: right;
  }
  thead th:first-child,
  tbody th {
    text-align: left;
  }
  td {
    text-align: right;
    white-space: nowrap;
  }
`;

const Note = styled.p`
  color: ${color['text-muted']};
  font-size: ${font.size.sm};
`;

/**
 * The worked example of the late penalties: a small table computed by `penaltySchedule` in paise, so the
 * figures are the rule's own (spec 9), never typed in by hand.
 */
export function PenaltyExample() {
  const headingId = useId();
  const captionId = useId();
  const { unpaidMinor, customer, days } = PENALTY_EXAMPLE;
  const rows = penaltySchedule(unpaidMinor, customer, days);
  return (
    <>
      <h3 id={headingId}>{t('penalties.example')}</h3>
      <Caption id={captionId}>{t('penalties.exampleCaption', { amount: rupees(unpaidMinor) })}</Caption>
      {/* The table's caption is the line above it, outside the part that scrolls, so it is never cut off. */}
      <Scroller role="region" aria-labelledby={captionId} tabIndex={0}>
        <Table aria-labelledby={captionId} aria-describedby={headingId} data-penalty-example="">
          <thead>
            <tr>
              <th scope="col">{t('penalties.day')}</th>
              <th scope="col">{t('penalties.rate')}</th>
              <th scope="col">{t('penalties.daily')}</th>
              <th scope="col">{t('penalties.total')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.day}>
                <th scope="row">{row.day}</th>
                <td>{t('penalties.percent', { percent: row.percent })}</td>
                <td>{rupees(row.dailyMinor)}</td>
                <td>{rupees(row.penaltiesMinor)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroller>
      <Note>
        {t('penalties.exampleNote', {
          newFee: rupees(ONE_TIME_PENALTY_MINOR.new),
          repeatFee: rupees(ONE_TIME_PENALTY_MINOR.repeat),
          difference: rupees(ONE_TIME_PENALTY_MINOR.new - ONE_TIME_PENALTY_MINOR.repeat),
        })}
      </Note>
    </>
  );
}
