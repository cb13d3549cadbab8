import { useRef } from 'react';
import { styled } from 'styled-components';
import { Card } from '../../components/Card';
import { CopyButton } from '../../components/CopyButton';
import { WholeAmount } from '../../components/WholeAmount';
import { useFormat, useText } from '../../i18n/LocaleProvider';
import { color, font, space } from '../../theme/tokens';

export interface VirtualAccountTotalProps {
  /** Numeric text ('1568250', '5227.50'): shown in the market's format, copied as it is. */
  amount: string;
  /** Empty: not shown. */
  billNo: string;
  copy?: (text: string) => Promise<boolean>;
  onCopied?: (copied: boolean) => void;
}

const TotalCard = styled(Card)`
  gap: ${space.sm};
`;

const TotalLabel = styled.h2`
  color: ${color['text-muted']};
  font-size: ${font.size.sm};
  font-weight: ${font.weight.regular};
  line-height: ${font.lineHeight.normal};
`;

const AmountRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};

  & > button {
    margin-left: auto;
  }
`;

// Takes the rest of its line, so its width is the room the amount has (WholeAmount fits into it), not the
// amount's own width.
const Amount = styled.p`
  flex: 1 1 auto;
  margin: 0;
  min-width: 0;
  color: ${color.text};
  font-size: ${font.size.xl};
  font-weight: ${font.weight.bold};
  line-height: ${font.lineHeight.tight};
  user-select: text;
  -webkit-user-select: text;
`;

// One row, as DetailRows draws them, without its rules for empty rows (the page's first load stays small).
const BillNo = styled.dl`
  margin: 0;
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};

  & > div {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 0 ${space.md};
  }
  & dt {
    flex: 1 1 auto;
    color: ${color['text-muted']};
    overflow-wrap: anywhere;
  }
  & dd {
    flex: 0 1 auto;
    min-width: 0;
    margin: 0 0 0 auto;
    text-align: right;
    overflow-wrap: break-word;
  }
`;

/**
 * The total of /that with its own copy button: the borrower pastes the exact figure into a banking app,
 * so what is copied is the plain number ("1568250"), never the shown "Rp 1.568.250".
 */
export function VirtualAccountTotal({ amount, billNo, copy, onCopied }: VirtualAccountTotalProps) {
  const t = useText();
  const { money } = useFormat();
  const amountRef = useRef<HTMLParagraphElement>(null);
  return (
    <TotalCard as="section" aria-label={t('repay.va.total')}>
      <TotalLabel>{t('repay.va.total')}</TotalLabel>
      <AmountRow>
        <Amount ref={amountRef} data-amount="">
          <WholeAmount>{money(amount)}</WholeAmount>
        </Amount>
        <CopyButton
          text={amount.trim()}
          label={t('repay.va.copyAmount')}
          selectOnFail={amountRef}
          copy={copy}
          onCopied={onCopied}
        />
      </AmountRow>
      {billNo.trim() && (
        <BillNo>
          <div>
            <dt>{t('repay.va.billNo')}</dt>
            <dd>{billNo}</dd>
          </div>
        </BillNo>
      )}
    </TotalCard>
  );
}
