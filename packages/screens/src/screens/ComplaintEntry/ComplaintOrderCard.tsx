import { useId } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { Modal } from '../../components/Modal';
import { OrderCard } from '../../components/OrderCard';
import { ProductLogo } from '../../components/ProductLogo';
import { useText } from '../../i18n/LocaleProvider';
import { color, font, radius, size, space } from '../../theme/tokens';

/** An order as the complaint entry shows it (same shape as the api's `OrderSummary`). */
export interface ComplaintOrder {
  orderNo: string;
  productLogo: string;
  productName: string;
  /** The order's status as server text. */
  status: string;
  /** `isShow` 1: collection complaints are allowed about this order. */
  allowsCollection: boolean;
  rows: { title: string; value: string }[];
}

export interface ComplaintOrderCardProps {
  /** The order the complaint is about; null: the borrower has none (an empty state says so). */
  order: ComplaintOrder | null;
  orders: readonly ComplaintOrder[];
  /** The "All" list is open. */
  listOpen: boolean;
  onListOpenChange: (open: boolean) => void;
  /** An order was chosen in the list (the list then asks to close). */
  onChoose: (orderNo: string) => void;
}

const Choices = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Choice = styled.button`
  display: flex;
  align-items: center;
  gap: ${space.md};
  width: 100%;
  min-height: ${size.touch};
  padding: ${space.sm} ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  touch-action: manipulation;

  &[aria-current='true'] {
    border-color: ${color.brand};
    box-shadow: inset 0 0 0 1px ${color.brand};
    background: ${color['brand-soft']};
  }
`;

const ChoiceText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  gap: ${space.xxs};

  & > strong {
    font-size: ${font.size.md};
    line-height: ${font.lineHeight.tight};
    overflow-wrap: anywhere;
  }
  & > span {
    color: ${color['text-muted']};
    font-size: ${font.size.sm};
    line-height: ${font.lineHeight.normal};
    overflow-wrap: anywhere;
  }
`;

const AllButton = styled(Button)`
  min-width: ${size.touch};
  padding-inline: ${space.md};
`;

/**
 * The order a complaint is about (spec 2 and 3): the kit's order card with "All", which opens the
 * borrower's orders; choosing one replaces the card's order and closes the list.
 */
export function ComplaintOrderCard({
  order,
  orders,
  listOpen,
  onListOpenChange,
  onChoose,
}: ComplaintOrderCardProps) {
  const t = useText();
  const listId = useId();
  const all =
    orders.length > 0 ? (
      <AllButton
        variant="text"
        aria-haspopup="dialog"
        aria-expanded={listOpen}
        aria-controls={listOpen ? listId : undefined}
        onClick={() => onListOpenChange(true)}
      >
        {t('orderCard.all')}
      </AllButton>
    ) : undefined;

  return (
    <>
      {order ? (
        <OrderCard
          productName={order.productName}
          productLogo={order.productLogo}
          status={order.status || undefined}
          rows={order.rows}
          hideEmpty
          action={all}
          data-order-no={order.orderNo}
        />
      ) : (
        <Card>
          <EmptyState
            kind="empty"
            headingLevel={2}
            text={t('complaint.noOrder')}
            description={t('complaint.noOrderHint')}
            secondaryAction={all}
          />
        </Card>
      )}
      <Modal
        open={listOpen}
        onClose={() => onListOpenChange(false)}
        title={t('complaint.ordersTitle')}
        showCloseButton
      >
        <Choices id={listId}>
          {orders.map((o) => (
            <li key={o.orderNo}>
              <Choice
                type="button"
                aria-current={o.orderNo === order?.orderNo ? 'true' : undefined}
                onClick={() => {
                  onChoose(o.orderNo);
                  onListOpenChange(false);
                }}
              >
                <ProductLogo src={o.productLogo} name={o.productName} size="sm" />
                <ChoiceText>
                  <strong>{o.productName}</strong>
                  <span>{t('complaint.orderNo', { orderNo: o.orderNo })}</span>
                  {o.status && <span>{o.status}</span>}
                </ChoiceText>
              </Choice>
            </li>
          ))}
        </Choices>
      </Modal>
    </>
  );
}
