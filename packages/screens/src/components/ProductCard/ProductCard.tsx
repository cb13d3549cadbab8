import { useId, type HTMLAttributes } from 'react';
import { Card } from '../Card';
import { styled } from 'styled-components';
import { useText } from '../../i18n/LocaleProvider';
import { keepCurrencyWithDigits } from '../../i18n/serverText';
import { color, font, radius, space } from '../../theme/tokens';
import { Button } from '../Button/Button';
import { ProductLogo } from '../ProductLogo/ProductLogo';
import { amountRangeText } from './amountRangeText';

export interface ProductCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  productName: string;
  /** Logo URL; the product's initial is drawn when missing or broken. */
  productLogo?: string | null;
  /**
   * The amounts on offer as the server words them, e.g. 'Rp 500.000 - Rp 5.000.000'; shown as
   * 'Rp 500.000 – Rp 5.000.000' with no line break inside an amount.
   */
  amountRange: string;
  /** The server's caption for the range; 'Loan amount' when absent. */
  amountRangeDes?: string;
  /** Interest as the server words it, e.g. '0,1%/hari'. */
  rate?: string;
  description?: string;
  /** Short selling points shown as chips. */
  tags?: readonly string[];
  /** The list shows tags only on its first two products. */
  showTags?: boolean;
  /** The apply button's text from the server, e.g. 'Apply now' / 'Ajukan'. */
  buttonText: string;
  /** false: the button looks disabled and a tap does nothing (server flag other than 1). */
  enabled?: boolean;
  onApply?: () => void;
}

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.md};
  min-width: 0;
`;

const Heading = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
`;

const Name = styled.p`
  margin: 0;
  font-size: ${font.size.md};
  font-weight: ${font.weight.bold};
  line-height: ${font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

const Tags = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
`;

const Tag = styled.li`
  padding: 0 ${space.sm};
  border-radius: ${radius.sm};
  background: ${color['brand-soft']};
  color: ${color.brand};
  font-size: ${font.size.xs};
  font-weight: ${font.weight.medium};
  line-height: 20px;
  overflow-wrap: anywhere;
`;

// Amount and rate side by side on a tinted panel. The amount needs about 9em; where the panel is
// narrower than that plus the rate (a 320 px phone), the rate wraps below instead of the digits breaking.
const Figures = styled.dl`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm} ${space.lg};
  padding: ${space.md};
  border-radius: ${radius.md};
  background: ${color.page};
`;

const Figure = styled.div`
  display: flex;
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: ${space.xxs};
  min-width: 0;

  &[data-figure='amount'] {
    flex: 1 1 9em;
  }
  &[data-figure='rate'] {
    flex: 0 1 auto;
  }
`;

const FigureLabel = styled.dt`
  color: ${color['text-muted']};
  font-size: ${font.size.xs};
  line-height: ${font.lineHeight.normal};
`;

const FigureValue = styled.dd`
  margin: 0;
  font-size: ${font.size.lg};
  font-weight: ${font.weight.bold};
  line-height: ${font.lineHeight.tight};
  overflow-wrap: break-word;

  [data-figure='rate'] > & {
    color: ${color.brand};
  }
`;

const Description = styled.p`
  margin: 0;
  color: ${color['text-muted']};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};
  overflow-wrap: anywhere;
`;

/** A recommended loan product: who lends, how much, at what rate, and a button to apply. */
export function ProductCard({
  productName,
  productLogo,
  amountRange,
  amountRangeDes,
  rate,
  description,
  tags = [],
  showTags = true,
  buttonText,
  enabled = true,
  onApply,
  ...rest
}: ProductCardProps) {
  const t = useText();
  const nameId = useId();
  const shownTags = showTags ? tags.filter((tag) => tag.trim() !== '') : [];
  return (
    <Card as="article" aria-labelledby={nameId} {...rest}>
      <Header>
        <ProductLogo src={productLogo} name={productName} />
        <Heading>
          <Name id={nameId}>{productName}</Name>
          {shownTags.length > 0 && (
            <Tags>
              {shownTags.map((tag, index) => (
                <Tag key={`${index}-${tag}`}>{keepCurrencyWithDigits(tag)}</Tag>
              ))}
            </Tags>
          )}
        </Heading>
      </Header>
      {/* Label first in the DOM (read as 'Loan amount, Rp …'); column-reverse shows the value on top. */}
      <Figures>
        <Figure data-figure="amount">
          <FigureLabel>{amountRangeDes || t('productCard.amountRange')}</FigureLabel>
          <FigureValue>{amountRangeText(amountRange)}</FigureValue>
        </Figure>
        {rate && (
          <Figure data-figure="rate">
            <FigureLabel>{t('productCard.rate')}</FigureLabel>
            <FigureValue>{rate}</FigureValue>
          </Figure>
        )}
      </Figures>
      {description && <Description>{keepCurrencyWithDigits(description)}</Description>}
      <Button
        block
        // aria-disabled, not disabled: the button stays focusable and is announced as unavailable.
        aria-disabled={enabled ? undefined : true}
        aria-describedby={nameId}
        onClick={enabled ? () => onApply?.() : undefined}
      >
        {buttonText}
      </Button>
    </Card>
  );
}
