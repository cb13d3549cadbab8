import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { NavBar, NavBarTextButton } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { PageSkeleton } from '../../components/Skeleton';
import { useControllableState } from '../../hooks/useControllableState';
import { useText } from '../../i18n/LocaleProvider';
import { color, font, radius, space } from '../../theme/tokens';
import { chooseSubType, chooseType, COLLECTION_TYPE, shownOrder } from './complaintChoice';
import { ComplaintOrderCard, type ComplaintOrder } from './ComplaintOrderCard';
import { Chevron, SubTypeList, TypeList, TypeRow, type ComplaintTypeOption } from './ProblemTypeList';

/** What problem-init gives the entry (same shape as the api's `ComplaintEntry`). */
export interface ComplaintEntryData {
  types: ComplaintTypeOption[];
  /** Collection's sub-types. */
  subTypes: ComplaintTypeOption[];
  /** The order the complaint is about by default; null when the borrower has none. */
  order: ComplaintOrder | null;
  orders: ComplaintOrder[];
}

/** Where a type leads: the form with these (the app adds the page's common params). */
export interface ComplaintFormChoice {
  problemType: string;
  /** Only for collection. */
  problemSonType?: string;
  /** '' when the borrower has no order. */
  orderNo: string;
}

interface ComplaintEntryCallbacks {
  onBack?: () => void;
  /** "My complaints" in the top bar. */
  onMyComplaints?: () => void;
  /** A type (or a collection sub-type) was chosen: open the form. */
  onChoose?: (choice: ComplaintFormChoice) => void;
  /** The chosen order's number (controlled); by default the server's current order. */
  orderNo?: string;
  defaultOrderNo?: string;
  /** An order was chosen in the "All" list (the app keeps it). */
  onOrderChange?: (orderNo: string) => void;
  /** The "All" list is open (controlled). */
  orderListOpen?: boolean;
  defaultOrderListOpen?: boolean;
  onOrderListOpenChange?: (open: boolean) => void;
  /** Collection's sub-types are shown (controlled). */
  subTypesOpen?: boolean;
  defaultSubTypesOpen?: boolean;
  onSubTypesOpenChange?: (open: boolean) => void;
}

export type ComplaintEntryScreenProps = ComplaintEntryCallbacks &
  (
    | { status: 'ready'; entry: ComplaintEntryData }
    | { status: 'loading' }
    | { status: 'error'; onRetry: () => void; offline?: boolean }
  );

export const SectionTitle = styled.h2`
  font-size: ${font.size.md};
  font-weight: ${font.weight.bold};
  line-height: ${font.lineHeight.tight};
`;

const Refusal = styled.p`
  margin: 0;
  padding: ${space.sm} ${space.md};
  border-radius: ${radius.md};
  background: ${color['danger-soft']};
  color: ${color.danger};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};
`;

/** The top bar's "My complaints": text, so the bar keeps its title centred with a short link. */
/**
 * Complaint entry (spec screen 2): the order the complaint is about, with "All" to choose another, and
 * the question types. Collection needs an order that allows it and opens its sub-types; any other type
 * (or a sub-type) goes on to the form.
 */
export function ComplaintEntryScreen(props: ComplaintEntryScreenProps) {
  const t = useText();
  const navBar = (
    <NavBar
      title={t('complaint.title')}
      onBack={props.onBack}
      action={
        <NavBarTextButton onClick={() => props.onMyComplaints?.()}>
          {t('complaint.listTitle')}
        </NavBarTextButton>
      }
    />
  );
  if (props.status === 'loading')
    return (
      <PageSkeleton
        navBar={navBar}
        label={t('complaint.loading')}
        cards={[{ rows: ['media', 'row', 'row'] }, { rows: ['short', 'row', 'row', 'row', 'row'] }]}
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
      <EntryReady {...props} />
    </Page>
  );
}

const formChoice = ({ problemType, problemSonType, orderNo }: ComplaintFormChoice): ComplaintFormChoice =>
  problemSonType === undefined ? { problemType, orderNo } : { problemType, problemSonType, orderNo };

function EntryReady({
  entry,
  onChoose,
  orderNo,
  defaultOrderNo,
  onOrderChange,
  orderListOpen,
  defaultOrderListOpen = false,
  onOrderListOpenChange,
  subTypesOpen,
  defaultSubTypesOpen = false,
  onSubTypesOpenChange,
}: ComplaintEntryCallbacks & { entry: ComplaintEntryData }) {
  const t = useText();
  const headingId = useId();
  const subListId = useId();
  const [chosen, setChosen] = useControllableState(orderNo, defaultOrderNo ?? '', onOrderChange);
  const [listOpen, setListOpen] = useControllableState(
    orderListOpen,
    defaultOrderListOpen,
    onOrderListOpenChange,
  );
  const [open, setOpen] = useControllableState(subTypesOpen, defaultSubTypesOpen, onSubTypesOpenChange);
  const [blocked, setBlocked] = useState(false);
  const order = shownOrder(chosen || undefined, entry.order, entry.orders);
  // Sub-types show only while the order allows collection (another order may have been chosen since).
  const showSubTypes = open && order?.allowsCollection === true && entry.subTypes.length > 0;

  const onType = (type: ComplaintTypeOption) => {
    const choice = chooseType(type.value, order, entry.subTypes.length);
    setBlocked(choice.kind === 'blocked');
    if (choice.kind === 'subTypes') setOpen(!showSubTypes);
    else if (choice.kind === 'form') onChoose?.(formChoice(choice));
  };
  const onSubType = (subType: ComplaintTypeOption) => {
    const choice = chooseSubType(subType.value, order);
    setBlocked(choice.kind === 'blocked');
    if (choice.kind === 'form') onChoose?.(formChoice(choice));
  };

  return (
    <>
      <ComplaintOrderCard
        order={order}
        orders={entry.orders}
        listOpen={listOpen}
        onListOpenChange={setListOpen}
        onChoose={(next) => {
          setChosen(next);
          setBlocked(false);
        }}
      />
      <Card as="section" aria-labelledby={headingId}>
        <SectionTitle id={headingId}>{t('complaint.typesHeading')}</SectionTitle>
        {blocked && <Refusal role="alert">{t('complaint.collectionBlocked')}</Refusal>}
        {entry.types.length === 0 ? (
          <EmptyState kind="empty" text={t('complaint.noTypes')} />
        ) : (
          <TypeList>
            {entry.types.map((type) => {
              const collection = type.value === COLLECTION_TYPE && entry.subTypes.length > 0;
              return (
                <li key={type.value}>
                  <TypeRow
                    type="button"
                    aria-expanded={collection ? showSubTypes : undefined}
                    aria-controls={collection && showSubTypes ? subListId : undefined}
                    onClick={() => onType(type)}
                  >
                    <span>{type.title}</span>
                    <Chevron />
                  </TypeRow>
                  {collection && showSubTypes && (
                    <SubTypeList id={subListId} aria-label={type.title}>
                      {entry.subTypes.map((sub) => (
                        <li key={sub.value}>
                          <TypeRow type="button" onClick={() => onSubType(sub)}>
                            <span>{sub.title}</span>
                            <Chevron />
                          </TypeRow>
                        </li>
                      ))}
                    </SubTypeList>
                  )}
                </li>
              );
            })}
          </TypeList>
        )}
      </Card>
    </>
  );
}
