import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { instalmentPlan } from '@loan-h5/api';
import { InstalmentRepaymentScreen, type InstalmentRepaymentScreenProps } from '@loan-h5/screens';
import { useApiClient } from '../data/ApiContext';
import { useCall } from '../data/useCall';
import { clearStoredPayMethod } from '../lib/storedPayMethod';
import { hasPage } from '../routes/hasPage';
import { customerServiceAddress } from './chatbotLinks';
import { paymentRoute } from './paymentRoute';
import { useLeavePage } from './pageNavigation';
import { isOfflineFailure } from '../data/callErrors';

/**
 * /repayPlan (spec screen 17): the order's instalment plan. The borrower checks a run of instalments from
 * the first; Pay clears the stored payment method (spec 9) and opens the virtual-account page with the
 * exact total. A plan with nothing payable here offers customer service instead.
 */
export default function InstalmentRepaymentPage() {
  const client = useApiClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [query] = useSearchParams();
  // Absent: the client fills the ids from the page it was started on.
  const productId = query.get('productId') || undefined;
  const orderId = query.get('orderId') || undefined;
  const leave = useLeavePage();

  const plan = useCall(
    (signal) => client.call(instalmentPlan, { productId, orderId }, { signal }),
    `${productId ?? ''}|${orderId ?? ''}`,
  );

  const callbacks = {
    onBack: leave,
    onPay: (total: string) => {
      clearStoredPayMethod();
      const ids = {
        productId: productId ?? client.page.ids.productId,
        orderId: orderId ?? client.page.ids.orderId,
      };
      void navigate(paymentRoute(total, search, { ids }));
    },
    // A plan nobody can pay here yet sends the borrower to customer service.
    onOpenCustomerService: hasPage('/customerService')
      ? () => void navigate(customerServiceAddress(search))
      : undefined,
  } satisfies Partial<InstalmentRepaymentScreenProps>;

  if (plan.status === 'done')
    return <InstalmentRepaymentScreen status="ready" plan={plan.data} {...callbacks} />;
  if (plan.status === 'failed')
    return (
      <InstalmentRepaymentScreen
        status="error"
        onRetry={plan.retry}
        offline={isOfflineFailure(plan.failure)}
        {...callbacks}
      />
    );
  return <InstalmentRepaymentScreen status="loading" {...callbacks} />;
}
