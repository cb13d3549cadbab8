import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { problemInitNew } from '@loan-h5/api';
import {
  ComplaintEntryNewScreen,
  type ComplaintEntryNewScreenProps,
  type NewComplaintChoice,
} from '@loan-h5/screens';
import { useApiClient } from '../data/ApiContext';
import { useCall } from '../data/useCall';
import { writeStored } from '../lib/storedValue';
import {
  chatbotHref,
  COMPLAINT_LIST_PATH,
  COMPLAINT_SELECTED_INDEX_KEY,
  complaintPageHref,
} from './complaintLinks';
import { useLeavePage } from './pageNavigation';
import { keepComplaintOrder, useComplaintOrder } from './useComplaintOrder';
import { isOfflineFailure } from '../data/callErrors';

/**
 * /complainNewPage (spec screen 3): problem-init (v3) for the page's order; a type keeps the order and the
 * type's position on the phone and opens the chatbot with them and the type's value (for the complaint form).
 */
export default function ComplaintEntryNewPage() {
  const client = useApiClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [query] = useSearchParams();
  const pageOrderNo = query.get('orderNo') || undefined;
  const entry = useCall(
    (signal) => client.call(problemInitNew, { orderNo: pageOrderNo }, { signal }),
    pageOrderNo ?? '',
  );
  const order = useComplaintOrder();
  const leave = useLeavePage();

  const callbacks = {
    onBack: leave,
    onMyComplaints: () => void navigate(complaintPageHref(COMPLAINT_LIST_PATH, search)),
    ...order,
    onChoose: (choice: NewComplaintChoice) => {
      keepComplaintOrder(choice.orderNo);
      writeStored(COMPLAINT_SELECTED_INDEX_KEY, choice.selectedIndex);
      // The type's value goes along, so a complaint filed from the chatbot is filed under it.
      const problemType = entry.status === 'done' ? entry.data.types[choice.selectedIndex]?.value : undefined;
      void navigate(chatbotHref(search, { ...choice, problemType }));
    },
  } satisfies Partial<ComplaintEntryNewScreenProps>;

  if (entry.status === 'done')
    return <ComplaintEntryNewScreen status="ready" entry={entry.data} {...callbacks} />;
  if (entry.status === 'failed')
    return (
      <ComplaintEntryNewScreen
        status="error"
        onRetry={entry.retry}
        offline={isOfflineFailure(entry.failure)}
        {...callbacks}
      />
    );
  return <ComplaintEntryNewScreen status="loading" {...callbacks} />;
}
