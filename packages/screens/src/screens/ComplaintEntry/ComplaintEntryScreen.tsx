import { useId, useState } from 'react';
import { CardSection } from '../../components/CardSection';
import { EmptyState } from '../../components/EmptyState';
import { useControllableState } from '../../hooks/useControllableState';
import { useText } from '../../i18n/LocaleProvider';
import { CollectionBlocked } from './CollectionBlocked';
import { chooseSubType, chooseType, COLLECTION_TYPE } from './complaintChoice';
import { ComplaintEntryFrame, type ComplaintEntryLoad } from './ComplaintEntryFrame';
import {
  ComplaintOrderCard,
  useComplaintOrderChoice,
  type ComplaintOrder,
  type ComplaintOrderChoiceProps,
} from './ComplaintOrderCard';
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

interface ComplaintEntryCallbacks extends ComplaintOrderChoiceProps {
  onBack?: () => void;
  /** "My complaints" in the top bar. */
  onMyComplaints?: () => void;
  /** A type (or a collection sub-type) was chosen: open the form. */
  onChoose?: (choice: ComplaintFormChoice) => void;
  /** Collection's sub-types are shown (controlled). */
  subTypesOpen?: boolean;
  defaultSubTypesOpen?: boolean;
  onSubTypesOpenChange?: (open: boolean) => void;
  /** Customer service, offered when the order takes no collection complaint. */
  onCustomerService?: () => void;
}

export type ComplaintEntryScreenProps = ComplaintEntryCallbacks & ComplaintEntryLoad<ComplaintEntryData>;

/**
 * Complaint entry (spec screen 2): the order the complaint is about, with "All" to choose another, and
 * the question types. Collection needs an order that allows it and opens its sub-types; any other type
 * (or a sub-type) goes on to the form.
 */
export function ComplaintEntryScreen(props: ComplaintEntryScreenProps) {
  return (
    <ComplaintEntryFrame
      load={props}
      onBack={props.onBack}
      // "My complaints" shows here even before the app gives its callback.
      onMyComplaints={() => props.onMyComplaints?.()}
      skeleton={[{ rows: ['media', 'row', 'row'] }, { rows: ['short', 'row', 'row', 'row', 'row'] }]}
    >
      {(entry) => <EntryReady {...props} entry={entry} />}
    </ComplaintEntryFrame>
  );
}

const formChoice = ({ problemType, problemSonType, orderNo }: ComplaintFormChoice): ComplaintFormChoice =>
  problemSonType === undefined ? { problemType, orderNo } : { problemType, problemSonType, orderNo };

function EntryReady({
  entry,
  onChoose,
  subTypesOpen,
  defaultSubTypesOpen = false,
  onSubTypesOpenChange,
  onCustomerService,
  ...orderChoice
}: ComplaintEntryCallbacks & { entry: ComplaintEntryData }) {
  const t = useText();
  const subListId = useId();
  const [open, setOpen] = useControllableState(subTypesOpen, defaultSubTypesOpen, onSubTypesOpenChange);
  const [blocked, setBlocked] = useState(false);
  // Another order may allow collection: the refusal goes with the order it was about.
  const { order, card } = useComplaintOrderChoice(orderChoice, entry, () => setBlocked(false));
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
      <ComplaintOrderCard {...card} />
      <CardSection title={t('complaint.typesHeading')}>
        {blocked && <CollectionBlocked onCustomerService={onCustomerService} />}
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
      </CardSection>
    </>
  );
}
