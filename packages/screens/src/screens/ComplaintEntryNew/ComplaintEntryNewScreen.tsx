import { useId } from 'react';
import { styled } from 'styled-components';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { NavBar, NavBarTextButton } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { PageSkeleton } from '../../components/Skeleton';
import { useControllableState } from '../../hooks/useControllableState';
import { useText } from '../../i18n/LocaleProvider';
import { color, font, radius, size, space } from '../../theme/tokens';
import { shownOrder } from '../ComplaintEntry/complaintChoice';
import { SectionTitle } from '../ComplaintEntry/ComplaintEntryScreen';
import { ComplaintOrderCard, type ComplaintOrder } from '../ComplaintEntry/ComplaintOrderCard';
import { Chevron, type ComplaintTypeOption } from '../ComplaintEntry/ProblemTypeList';
import { ProblemIcon } from './ProblemIcon';

/** What problem-init (v3) gives the new entry (same shape as the api's `NewComplaintEntry`). */
export interface NewComplaintEntryData {
  /** The types with their titles in the borrower's language. */
  types: ComplaintTypeOption[];
  order: ComplaintOrder | null;
  orders: ComplaintOrder[];
}

/** The chatbot is opened with the chosen type's position and the order ('' without one). */
export interface NewComplaintChoice {
  selectedIndex: number;
  orderNo: string;
}

interface ComplaintEntryNewCallbacks {
  onBack?: () => void;
  onMyComplaints?: () => void;
  /** A type was chosen: the app keeps the choice and opens the chatbot with it. */
  onChoose?: (choice: NewComplaintChoice) => void;
  orderNo?: string;
  defaultOrderNo?: string;
  onOrderChange?: (orderNo: string) => void;
  orderListOpen?: boolean;
  defaultOrderListOpen?: boolean;
  onOrderListOpenChange?: (open: boolean) => void;
}

export type ComplaintEntryNewScreenProps = ComplaintEntryNewCallbacks &
  (
    | { status: 'ready'; entry: NewComplaintEntryData }
    | { status: 'loading' }
    | { status: 'error'; onRetry: () => void; offline?: boolean }
  );

const Grid = styled.ul`
  display: grid;
  /* Two tiles a row only where a type's name fits beside its icon (from about 390 px); one on phones, so a
     word like "Pembayaran" is never broken mid-word. */
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.button`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  width: 100%;
  height: 100%;
  min-height: 64px;
  padding: ${space.md} ${space.sm};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
  font-size: ${font.size.sm};
  font-weight: ${font.weight.medium};
  line-height: ${font.lineHeight.tight};
  text-align: start;
  cursor: pointer;
  touch-action: manipulation;

  & > span {
    flex: 1 1 auto;
    min-width: 0;
    overflow-wrap: break-word;
  }
  & > svg:first-child {
    flex: none;
    width: 32px;
    height: 32px;
    padding: ${space.xs};
    border-radius: ${radius.md};
    background: ${color['brand-soft']};
    color: ${color.brand};
  }
  & > svg:last-child {
    flex: none;
    width: 16px;
    height: 16px;
    color: ${color['text-muted']};
  }
  &:active {
    background: ${color['brand-soft']};
  }
  @media (max-width: 340px) {
    min-height: ${size.touch};
  }
`;

/**
 * Complaint entry, new (spec screen 3): the order with "All" ("Semua") and "Choose the kind of problem"
 * ("Pilih jenis permasalahan"), each type with its drawn icon and localised title; a choice leads to the
 * chatbot.
 */
export function ComplaintEntryNewScreen(props: ComplaintEntryNewScreenProps) {
  const t = useText();
  const navBar = (
    <NavBar
      title={t('complaint.title')}
      onBack={props.onBack}
      action={
        props.onMyComplaints ? (
          <NavBarTextButton onClick={() => props.onMyComplaints?.()}>
            {t('complaint.listTitle')}
          </NavBarTextButton>
        ) : undefined
      }
    />
  );
  if (props.status === 'loading')
    return (
      <PageSkeleton
        navBar={navBar}
        label={t('complaint.loading')}
        cards={[{ rows: ['media', 'row', 'row'] }, { rows: ['short', 'row', 'row'] }]}
      />
    );
  if (props.status === 'error')
    return (
      <Page navBar={navBar}>
        <EmptyState
          role="alert"
          kind={props.offline ? 'offline' : 'error'}
          text={props.offline ? t('error.network') : t('error.title')}
          description={props.offline ? t('emptyState.offlineDescription') : t('error.description')}
          actionLabel={t('common.retry')}
          onAction={props.onRetry}
        />
      </Page>
    );
  return (
    <Page navBar={navBar}>
      <NewEntryReady {...props} />
    </Page>
  );
}

function NewEntryReady({
  entry,
  onChoose,
  orderNo,
  defaultOrderNo,
  onOrderChange,
  orderListOpen,
  defaultOrderListOpen = false,
  onOrderListOpenChange,
}: ComplaintEntryNewCallbacks & { entry: NewComplaintEntryData }) {
  const t = useText();
  const headingId = useId();
  const [chosen, setChosen] = useControllableState(orderNo, defaultOrderNo ?? '', onOrderChange);
  const [listOpen, setListOpen] = useControllableState(
    orderListOpen,
    defaultOrderListOpen,
    onOrderListOpenChange,
  );
  const order = shownOrder(chosen || undefined, entry.order, entry.orders);
  return (
    <>
      <ComplaintOrderCard
        order={order}
        orders={entry.orders}
        listOpen={listOpen}
        onListOpenChange={setListOpen}
        onChoose={setChosen}
      />
      <Card as="section" aria-labelledby={headingId}>
        <SectionTitle id={headingId}>{t('complaint.newHeading')}</SectionTitle>
        {entry.types.length === 0 ? (
          <EmptyState kind="empty" text={t('complaint.noTypes')} />
        ) : (
          <Grid>
            {entry.types.map((type, index) => (
              <li key={`${type.value}-${index}`}>
                <Tile
                  type="button"
                  onClick={() => onChoose?.({ selectedIndex: index, orderNo: order?.orderNo ?? '' })}
                >
                  <ProblemIcon index={index} />
                  <span>{type.title}</span>
                  <Chevron />
                </Tile>
              </li>
            ))}
          </Grid>
        )}
      </Card>
    </>
  );
}
