import type { HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { useLocale } from '../../i18n/LocaleProvider';
import { serverText } from '../../i18n/serverText';
import { color, font, space } from '../../theme/tokens';
import { visibleRows, type DetailRow } from './visibleRows';

export type { DetailRow } from './visibleRows';

export interface DetailRowsProps extends Omit<HTMLAttributes<HTMLDListElement>, 'children'> {
  rows: readonly DetailRow[];
  /** Leaves out rows whose value is empty or zero (the extension page's order lines). */
  hideEmpty?: boolean;
}

const List = styled.dl`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};
`;

const Row = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space.md};
  min-width: 0;

  &[data-emphasis] {
    margin-top: ${space.xs};
    padding-top: ${space.sm};
    border-top: 1px solid ${color.border};
  }
`;

// The title keeps its natural width up to half the row; the value takes the rest and wraps,
// breaking even unspaced text (order numbers, account numbers) so nothing overflows at 320px.
const Title = styled.dt`
  flex: 0 0 auto;
  max-width: 50%;
  color: ${color['text-muted']};
  overflow-wrap: anywhere;
`;

const Value = styled.dd`
  flex: 1 1 0;
  min-width: 0;
  margin: 0;
  color: ${color.text};
  font-weight: ${font.weight.medium};
  text-align: right;
  overflow-wrap: anywhere;

  [data-emphasis] > & {
    font-size: ${font.size.lg};
    font-weight: ${font.weight.bold};
    line-height: ${font.lineHeight.tight};
  }
`;

/** Nothing to show (as opposed to a zero, which is a real value). */
const isMissing = (value: DetailRow['value']) =>
  value === null ||
  value === undefined ||
  typeof value === 'boolean' ||
  (typeof value === 'string' && value.trim() === '');

/** Title/value lines of an order or a loan, as a description list: title left (muted), value right. */
export function DetailRows({ rows, hideEmpty = false, ...rest }: DetailRowsProps) {
  const { locale } = useLocale();
  const shown = visibleRows(rows, { hideEmpty });
  if (shown.length === 0) return null;
  return (
    <List {...rest}>
      {shown.map((row, index) => (
        <Row key={`${index}-${row.title}`} data-emphasis={row.emphasis || undefined}>
          <Title>{row.title}</Title>
          {/* A missing value shows a dash so the row does not look broken. Server text stays text: a
              server date is shown in the borrower's language, a currency sign is kept with its digits. */}
          <Value>
            {isMissing(row.value)
              ? '—'
              : typeof row.value === 'string'
                ? serverText(row.value, locale)
                : row.value}
          </Value>
        </Row>
      ))}
    </List>
  );
}
