import { styled } from 'styled-components';
import { EmptyState } from '../../components/EmptyState';
import { LoadErrorPage } from '../../components/LoadError';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { PageSkeleton } from '../../components/Skeleton';
import { Tabs } from '../../components/Tabs';
import { useFormat, useText } from '../../i18n/LocaleProvider';
import { color, font, size, space } from '../../theme/tokens';
import { Chevron } from '../ComplaintEntry/ProblemTypeList';
import { tappableRow } from '../ComplaintEntry/tappableRow';

/** One complaint in a tab (same shape as the api's `ComplaintListEntry`). */
export interface ComplaintSummary {
  id: string;
  /** Server date and time (`YYYY-MM-DD HH:MM:SS`); other text is shown as sent. */
  time: string;
  /** The type (and sub-type) as server text. */
  type: string;
  content: string;
}

/** A tab of complaints (same shape as the api's `ComplaintTab`). */
export interface ComplaintListTab {
  name: string;
  complaints: ComplaintSummary[];
}

interface ComplaintListCallbacks {
  onBack?: () => void;
  /** A complaint was tapped: open its details. */
  onOpen?: (problemId: string) => void;
  /** The empty state's "File a complaint". */
  onNewComplaint?: () => void;
  /** The selected tab's position as text ('0', '1' ...), controlled; the first by default. */
  tab?: string;
  defaultTab?: string;
  onTabChange?: (tab: string) => void;
}

export type ComplaintListScreenProps = ComplaintListCallbacks &
  (
    | { status: 'ready'; tabs: ComplaintListTab[] }
    | { status: 'loading' }
    | { status: 'error'; onRetry: () => void; offline?: boolean }
  );

const Entries = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  margin: 0;
  padding: ${space.md} 0 0;
  list-style: none;
`;

const Entry = styled.button`
  ${tappableRow}
  gap: ${space.sm};
  min-height: ${size.touch};
  padding: ${space.md} ${space.md} ${space.md} ${space.lg};
  border: 0;

  & > svg {
    flex: none;
    width: 20px;
    height: 20px;
    color: ${color['text-muted']};
  }
  &:active {
    background: ${color['brand-soft']};
  }
`;

const EntryText = styled.span`
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-width: 0;
  gap: ${space.xxs};
`;

const EntryType = styled.span`
  font-size: ${font.size.md};
  font-weight: ${font.weight.bold};
  line-height: ${font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

const EntryTime = styled.span`
  color: ${color['text-muted']};
  font-size: ${font.size.xs};
  line-height: ${font.lineHeight.normal};
`;

/** Two lines of the text: the details show all of it. */
const EntryContent = styled.span`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  color: ${color['text-muted']};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};
  overflow-wrap: anywhere;
`;

const Count = styled.span`
  margin-left: ${space.xs};
  color: inherit;
  font-size: ${font.size.sm};
  opacity: 0.8;
`;

/** My complaints (spec screen 5): the server's tabs, each a list of complaints to open. */
export function ComplaintListScreen(props: ComplaintListScreenProps) {
  const t = useText();
  const navBar = <NavBar title={t('complaint.listTitle')} onBack={props.onBack} />;
  if (props.status === 'loading')
    return (
      <PageSkeleton
        navBar={navBar}
        label={t('complaint.listLoading')}
        cards={[{ rows: ['title', 'text'] }, { rows: ['title', 'text'] }, { rows: ['title', 'text'] }]}
      />
    );
  if (props.status === 'error')
    return <LoadErrorPage navBar={navBar} offline={props.offline} onRetry={props.onRetry} />;
  const nothing = <NoComplaints onNewComplaint={props.onNewComplaint} />;
  return (
    <Page navBar={navBar}>
      {props.tabs.length === 0 ? (
        nothing
      ) : (
        <Tabs
          label={t('complaint.tabsLabel')}
          value={props.tab}
          defaultValue={props.defaultTab}
          onChange={props.onTabChange}
          items={props.tabs.map((tab, index) => ({
            value: String(index),
            label: (
              <>
                {tab.name}
                <Count aria-hidden="true">{tab.complaints.length}</Count>
              </>
            ),
          }))}
        >
          {(value) => {
            const tab = props.tabs[Number(value)];
            return tab && tab.complaints.length > 0 ? (
              <ComplaintEntries complaints={tab.complaints} onOpen={props.onOpen} />
            ) : (
              nothing
            );
          }}
        </Tabs>
      )}
    </Page>
  );
}

function NoComplaints({ onNewComplaint }: { onNewComplaint?: () => void }) {
  const t = useText();
  return (
    <EmptyState
      kind="empty"
      headingLevel={2}
      text={t('complaint.listEmpty')}
      description={t('complaint.listEmptyHint')}
      actionLabel={onNewComplaint ? t('complaint.fileOne') : undefined}
      onAction={onNewComplaint}
    />
  );
}

function ComplaintEntries({
  complaints,
  onOpen,
}: {
  complaints: ComplaintSummary[];
  onOpen?: (problemId: string) => void;
}) {
  const format = useFormat();
  return (
    <Entries>
      {complaints.map((c) => (
        <li key={c.id}>
          <Entry type="button" data-problem-id={c.id} onClick={() => onOpen?.(c.id)}>
            <EntryText>
              <EntryType>{c.type}</EntryType>
              <EntryTime>{format.dateTime(c.time)}</EntryTime>
              {c.content && <EntryContent>{c.content}</EntryContent>}
            </EntryText>
            <Chevron />
          </Entry>
        </li>
      ))}
    </Entries>
  );
}
