import { useId } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { Modal } from '../../components/Modal';
import { OrderCard } from '../../components/OrderCard';
import { ProductLogo } from '../../components/ProductLogo';
import { useControllableState } from '../../hooks/useControllableState';
import { useText } from '../../i18n/LocaleProvider';
import { color, font, size, space } from '../../theme/tokens';
import { shownOrder } from './complaintChoice';
import { tappableRow } from './tappableRow';

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

/** Both complaint entries let the borrower choose the order, each piece controlled or left to the screen. */
export interface ComplaintOrderChoiceProps {
  /** The chosen order's number (controlled); by default the server's current order. */
  orderNo?: string;
  defaultOrderNo?: string;
  /** An order was chosen in the "All" list (the app keeps it). */
  onOrderChange?: (orderNo: string) => void;
  /** The "All" list is open (controlled). */
  orderListOpen?: boolean;
  defaultOrderListOpen?: boolean;
  onOrderListOpenChange?: (open: boolean) => void;
}

/**
 * The order an entry shows and the card's props for it: the chosen order while it is listed, else the
 * server's. `onChosen` runs after a choice, for what the screen clears with it.
 */
export function useComplaintOrderChoice(
  {
    orderNo,
    defaultOrderNo,
    onOrderChange,
    orderListOpen,
    defaultOrderListOpen = false,
    onOrderListOpenChange,
  }: ComplaintOrderChoiceProps,
  entry: { order: ComplaintOrder | null; orders: ComplaintOrder[] },
  onChosen?: () => void,
): { order: ComplaintOrder | null; card: ComplaintOrderCardProps } {
  const [chosen, setChosen] = useControllableState(orderNo, defaultOrderNo ?? '', onOrderChange);
  const [listOpen, setListOpen] = useControllableState(
    orderListOpen,
    defaultOrderListOpen,
    onOrderListOpenChange,
  );
  const order = shownOrder(chosen || undefined, entry.order, entry.orders);
  return {
    order,
    card: {
      order,
      orders: entry.orders,
      listOpen,
      onListOpenChange: setListOpen,
      onChoose: (next) => {
        setChosen(next);
        onChosen?.();
      },
    },
  };
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
  ${tappableRow}
  gap: ${space.md};
  min-height: ${size.touch};
  padding: ${space.sm} ${space.md};
  border: 1px solid ${color.border};

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
