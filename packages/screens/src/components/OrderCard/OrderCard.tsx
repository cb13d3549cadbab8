import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Card } from '../Card';
import { styled } from 'styled-components';
import { color, font, radius, space } from '../../theme/tokens';
import { keepCurrencyWithDigits } from '../../i18n/serverText';
import { DetailRows, type DetailRow } from '../DetailRows/DetailRows';
import { visibleRows } from '../DetailRows/visibleRows';
import { ProductLogo } from '../ProductLogo/ProductLogo';

export type OrderStatusTone = 'neutral' | 'success' | 'warning' | 'danger';

export interface OrderCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  productName: string;
  /** Logo URL; the product's initial is drawn when missing or broken. */
  productLogo?: string | null;
  /** Status text from the server, e.g. 'Overdue' / 'Terlambat'. No badge when empty. */
  status?: ReactNode;
  /** Colour of the status badge. */
  tone?: OrderStatusTone;
  /** The order's title/value lines (server dates shown in the active language, as in `DetailRows`). */
  rows?: readonly DetailRow[];
  /** Leaves out lines with an empty or zero value. */
  hideEmpty?: boolean;
  /** A control at the card's top right, e.g. the 'All' button that opens the order list. */
  action?: ReactNode;
}

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${space.md};
  min-width: 0;
`;

const Heading = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space.xs};
`;

const Name = styled.p`
  margin: 0;
  font-size: ${font.size.md};
  font-weight: ${font.weight.bold};
  line-height: ${font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

const Badge = styled.span`
  display: inline-block;
  max-width: 100%;
  padding: ${space.xxs} ${space.sm};
  border-radius: ${radius.pill};
  font-size: ${font.size.xs};
  font-weight: ${font.weight.medium};
  line-height: ${font.lineHeight.normal};
  overflow-wrap: anywhere;

  &[data-tone='neutral'] {
    background: ${color.page};
    color: ${color['text-muted']};
  }
  &[data-tone='success'] {
    background: ${color['success-soft']};
    color: ${color.success};
  }
  &[data-tone='warning'] {
    background: ${color['warning-soft']};
    color: ${color.warning};
  }
  &[data-tone='danger'] {
    background: ${color['danger-soft']};
    color: ${color.danger};
  }
`;

// The action keeps its own size and sits on the name's line; negative margins let a 44 px target
// stay inside the card's padding without pushing the header down.
const Action = styled.div`
  flex: none;
  margin: -${space.sm} -${space.sm} 0 0;
`;

const Divider = styled.hr`
  margin: 0;
  border: 0;
  border-top: 1px solid ${color.border};
`;

/** An order at a glance: product logo and name, status badge, the order's lines and an optional action. */
export function OrderCard({
  productName,
  productLogo,
  status,
  tone = 'neutral',
  rows = [],
  hideEmpty = false,
  action,
  ...rest
}: OrderCardProps) {
  const nameId = useId();
  const hasStatus = status !== undefined && status !== null && status !== '';
  // Filtered here too, so the divider goes when every line is hidden.
  const shown = visibleRows(rows, { hideEmpty });
  return (
    <Card as="article" aria-labelledby={nameId} {...rest}>
      <Header>
        <ProductLogo src={productLogo} name={productName} />
        <Heading>
          <Name id={nameId}>{productName}</Name>
          {hasStatus && (
            <Badge data-tone={tone}>
              {typeof status === 'string' ? keepCurrencyWithDigits(status) : status}
            </Badge>
          )}
        </Heading>
        {action && <Action>{action}</Action>}
      </Header>
      {shown.length > 0 && (
        <>
          <Divider />
          <DetailRows rows={shown} />
        </>
      )}
    </Card>
  );
}
