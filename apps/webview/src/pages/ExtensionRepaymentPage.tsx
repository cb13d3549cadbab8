import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { extensionDetail, readRuntimeConfig } from '@loan-h5/api';
import {
  ExtensionRepaymentScreen,
  extensionPhone,
  type ExtensionRepaymentScreenProps,
} from '@loan-h5/screens';
import { useApiClient } from '../data/ApiContext';
import { useCall } from '../data/useCall';
import { clearStoredPayMethod } from '../lib/storedPayMethod';
import { paymentRoute } from './paymentRoute';
import { useCallService, useLeavePage } from './pageNavigation';
import { isOfflineFailure } from '../data/callErrors';

/**
 * /repayDelay (spec screen 18): the extension fee of the page's product and order. The phone is the
 * server's, else the configured service phone. Pay now forgets the stored payment method (spec 9) and opens
 * the payment page with the fee and display=1.
 */
export default function ExtensionRepaymentPage() {
  const client = useApiClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [query] = useSearchParams();
  // Absent: the client fills the ids from the page it was started on.
  const productId = query.get('productId') || undefined;
  const orderId = query.get('orderId') || undefined;
  const configuredPhone = useMemo(() => readRuntimeConfig().servicePhone, []);

  const bill = useCall(
    (signal) => client.call(extensionDetail, { productId, orderId }, { signal }),
    `${productId ?? ''}|${orderId ?? ''}`,
  );
  const leave = useLeavePage();
  const callService = useCallService();

  const callbacks = {
    onBack: leave,
    onPay: (fee: string) => {
      clearStoredPayMethod();
      void navigate(paymentRoute(fee, search, { display: true }));
    },
    onCallService: callService,
  } satisfies Partial<ExtensionRepaymentScreenProps>;

  if (bill.status === 'done')
    return (
      <ExtensionRepaymentScreen
        status="ready"
        bill={{ ...bill.data, telephone: extensionPhone(bill.data.telephone, configuredPhone) }}
        {...callbacks}
      />
    );
  if (bill.status === 'failed')
    return (
      <ExtensionRepaymentScreen
        status="error"
        onRetry={bill.retry}
        offline={isOfflineFailure(bill.failure)}
        {...callbacks}
      />
    );
  return <ExtensionRepaymentScreen status="loading" {...callbacks} />;
}
