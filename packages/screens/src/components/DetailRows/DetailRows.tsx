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

// Title and value side by side where both fit; where the value (kept whole: an amount is one word) does not
// fit beside the title (large text, a narrow phone), it goes under it, still on the right.
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0 ${space.md};
  min-width: 0;

  &[data-emphasis] {
    margin-top: ${space.xs};
    padding-top: ${space.sm};
    border-top: 1px solid ${color.border};
  }
`;

// The title takes what its line leaves (the whole line where the value went under it).
const Title = styled.dt`
  flex: 1 1 auto;
  color: ${color['text-muted']};
  overflow-wrap: anywhere;
`;

// The value keeps its width, on the right; a word is broken only where it is wider than the whole row
// (unspaced text: order numbers, account numbers), so nothing overflows.
const Value = styled.dd`
  flex: 0 1 auto;
  min-width: 0;
  margin: 0 0 0 auto;
  color: ${color.text};
  font-weight: ${font.weight.medium};
  text-align: right;
  overflow-wrap: break-word;

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
