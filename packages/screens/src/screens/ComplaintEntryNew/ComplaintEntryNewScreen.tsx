import { styled } from 'styled-components';
import { CardSection } from '../../components/CardSection';
import { EmptyState } from '../../components/EmptyState';
import { useText } from '../../i18n/LocaleProvider';
import { color, font, radius, size, space } from '../../theme/tokens';
import { tappableRow } from '../ComplaintEntry/tappableRow';
import { ComplaintEntryFrame, type ComplaintEntryLoad } from '../ComplaintEntry/ComplaintEntryFrame';
import {
  ComplaintOrderCard,
  useComplaintOrderChoice,
  type ComplaintOrder,
  type ComplaintOrderChoiceProps,
} from '../ComplaintEntry/ComplaintOrderCard';
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

interface ComplaintEntryNewCallbacks extends ComplaintOrderChoiceProps {
  onBack?: () => void;
  onMyComplaints?: () => void;
  /** A type was chosen: the app keeps the choice and opens the chatbot with it. */
  onChoose?: (choice: NewComplaintChoice) => void;
}

export type ComplaintEntryNewScreenProps = ComplaintEntryNewCallbacks &
  ComplaintEntryLoad<NewComplaintEntryData>;

const Grid = styled.ul`
  display: grid;
  /* Two tiles a row only where a type's name has room beside its icon: a 200 px tile leaves 118 px for the
     name after the icon, chevron, gaps and padding (82 px), a 12-letter word at 14 px. The page is at most
     480 px wide, so that is from about 472 px (a tablet, a phone on its side); phones (360-430 px) show one
     tile a row. At 160 px a tile on a 392-430 px phone broke "Pembayaran", "Repayment" and "Disbursement". */
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.button`
  ${tappableRow}
  gap: ${space.sm};
  height: 100%;
  min-height: 64px;
  padding: ${space.md} ${space.sm};
  border: 1px solid ${color.border};
  font-size: ${font.size.sm};
  font-weight: ${font.weight.medium};
  line-height: ${font.lineHeight.tight};

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
 * Complaint entry, new (spec screen 3): the order with "All" ("Semua") and "Choose the problem type"
 * ("Pilih jenis permasalahan"), each type with its drawn icon and localised title; a choice leads to the
 * chatbot.
 */
export function ComplaintEntryNewScreen(props: ComplaintEntryNewScreenProps) {
  return (
    <ComplaintEntryFrame
      load={props}
      onBack={props.onBack}
      onMyComplaints={props.onMyComplaints}
      skeleton={[{ rows: ['media', 'row', 'row'] }, { rows: ['short', 'row', 'row'] }]}
    >
      {(entry) => <NewEntryReady {...props} entry={entry} />}
    </ComplaintEntryFrame>
  );
}

function NewEntryReady({
  entry,
  onChoose,
  ...orderChoice
}: ComplaintEntryNewCallbacks & { entry: NewComplaintEntryData }) {
  const t = useText();
  const { order, card } = useComplaintOrderChoice(orderChoice, entry);
  return (
    <>
      <ComplaintOrderCard {...card} />
      <CardSection title={t('complaint.newHeading')}>
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
      </CardSection>
    </>
  );
}
