import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { problemList } from '@loan-h5/api';
import { ComplaintListScreen, type ComplaintListScreenProps } from '@loan-h5/screens';
import { useApiClient } from '../data/ApiContext';
import { useCall } from '../data/useCall';
import { COMPLAINT_ENTRY_PATH, complaintDetailsHref, complaintPageHref } from './complaintLinks';
import { useLeavePage } from './pageNavigation';
import { isOfflineFailure } from '../data/callErrors';

/** The selected tab lives in the address, so Back from a complaint returns to the same tab. */
const TAB_PARAM = 'tab';

/** /complaintList (spec screen 5): problem-list's tabs; a complaint opens its details. */
export default function ComplaintListPage() {
  const client = useApiClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [query, setQuery] = useSearchParams();
  const list = useCall((signal) => client.call(problemList, {}, { signal }), 'list');
  const leave = useLeavePage();

  const callbacks = {
    onBack: leave,
    onOpen: (problemId: string) => void navigate(complaintDetailsHref(search, problemId)),
    onNewComplaint: () => void navigate(complaintPageHref(COMPLAINT_ENTRY_PATH, search)),
    tab: query.get(TAB_PARAM) ?? '0',
    onTabChange: (tab: string) =>
      setQuery(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(TAB_PARAM, tab);
          return next;
        },
        { replace: true },
      ),
  } satisfies Partial<ComplaintListScreenProps>;

  if (list.status === 'done') return <ComplaintListScreen status="ready" tabs={list.data} {...callbacks} />;
  if (list.status === 'failed')
    return (
      <ComplaintListScreen
        status="error"
        onRetry={list.retry}
        offline={isOfflineFailure(list.failure)}
        {...callbacks}
      />
    );
  return <ComplaintListScreen status="loading" {...callbacks} />;
}
