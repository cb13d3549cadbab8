import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { problemInit } from '@loan-h5/api';
import {
  ComplaintEntryScreen,
  type ComplaintEntryScreenProps,
  type ComplaintFormChoice,
} from '@loan-h5/screens';
import { useApiClient } from '../data/ApiContext';
import { useCall } from '../data/useCall';
import { customerServiceAddress } from './chatbotLinks';
import { COMPLAINT_LIST_PATH, complaintFormHref, complaintPageHref } from './complaintLinks';
import { useLeavePage } from './pageNavigation';
import { keepComplaintOrder, storedComplaintOrder, useComplaintOrder } from './useComplaintOrder';
import { isOfflineFailure } from '../data/callErrors';

/**
 * /complaint and /phenomenon (spec screen 2): problem-init for the page's order. The order chosen from
 * "All" is kept on the phone; a type opens the form (/complainPageNext) with the type, the sub-type for
 * collection, the order and the page's params.
 */
export default function ComplaintEntryPage() {
  const client = useApiClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [query] = useSearchParams();
  // Absent: the client fills the id from the page it was started on.
  const orderId = query.get('orderId') || undefined;
  const entry = useCall((signal) => client.call(problemInit, { orderId }, { signal }), orderId ?? '');
  // A page opened for an order shows that order; without one, the order chosen last time (if listed).
  const order = useComplaintOrder(() => query.get('orderNo') || (orderId ? '' : storedComplaintOrder()));
  const leave = useLeavePage();

  const callbacks = {
    onBack: leave,
    onMyComplaints: () => void navigate(complaintPageHref(COMPLAINT_LIST_PATH, search)),
    onCustomerService: () => void navigate(customerServiceAddress(search)),
    ...order,
    onChoose: (choice: ComplaintFormChoice) => {
      keepComplaintOrder(choice.orderNo);
      void navigate(complaintFormHref(search, choice));
    },
  } satisfies Partial<ComplaintEntryScreenProps>;

  if (entry.status === 'done')
    return <ComplaintEntryScreen status="ready" entry={entry.data} {...callbacks} />;
  if (entry.status === 'failed')
    return (
      <ComplaintEntryScreen
        status="error"
        onRetry={entry.retry}
        offline={isOfflineFailure(entry.failure)}
        {...callbacks}
      />
    );
  return <ComplaintEntryScreen status="loading" {...callbacks} />;
}
