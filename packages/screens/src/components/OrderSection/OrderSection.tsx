import { styled } from 'styled-components';
import { cardTitleText } from '../../theme/textStyles';
import { color, font, space } from '../../theme/tokens';
import { Card } from '../Card';
import { DetailRows, type DetailRow } from '../DetailRows/DetailRows';
import { visibleRows } from '../DetailRows/visibleRows';
import { ProductLogo } from '../ProductLogo/ProductLogo';

export interface OrderSectionProps {
  /** What the order is to this page, e.g. 'Order details' or 'Loan to extend': names the section. */
  label: string;
  productName: string;
  /** Logo URL; the product's initial is drawn when missing or broken. */
  productLogo?: string | null;
  /** The order's title/value lines (server text). */
  rows: readonly DetailRow[];
  /** Leaves out lines with an empty or zero value. */
  hideEmpty?: boolean;
}

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.md};
  min-width: 0;
  padding-bottom: ${space.md};
  border-bottom: 1px solid ${color.border};
`;

const Title = styled.h2`
  display: flex;
  flex-direction: column;
  min-width: 0;
  ${cardTitleText}
  overflow-wrap: anywhere;

  & > small {
    color: ${color['text-muted']};
    font-size: ${font.size.xs};
    font-weight: ${font.weight.regular};
    line-height: ${font.lineHeight.normal};
  }
`;

/**
 * A page's section about one order: the product's logo and name under what the order is to the page,
 * then its lines. The loan details and extension pages show the order this way.
 */
export function OrderSection({
  label,
  productName,
  productLogo,
  rows,
  hideEmpty = false,
}: OrderSectionProps) {
  // Filtered here too, so no empty list is drawn when every line is hidden.
  const shown = visibleRows(rows, { hideEmpty });
  return (
    <Card as="section" aria-label={label}>
      <Header>
        <ProductLogo src={productLogo} name={productName} />
        <Title>
          <small>{label}</small>
          {productName}
        </Title>
      </Header>
      {shown.length > 0 && <DetailRows rows={shown} />}
    </Card>
  );
}
