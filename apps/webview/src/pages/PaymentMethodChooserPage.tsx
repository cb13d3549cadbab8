import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PAY_TYPE, payOptions } from '@loan-h5/api';
import {
  PaymentMethodChooserScreen,
  showToast,
  TOAST_SHORT_MS,
  useText,
  type PaymentMethodChooserScreenProps,
} from '@loan-h5/screens';
import { useApiClient } from '../data/ApiContext';
import { useCall } from '../data/useCall';
import { storePayMethod } from '../lib/storedPayMethod';
import { backToPaymentRoute, openedFromPayment } from './paymentMethodRoutes';
import { useLeavePage } from './pageNavigation';
import { isOfflineFailure } from '../data/callErrors';

/**
 * /individual (spec screen 14): the payment method chooser, from init-pay-type's banks and mini markets.
 * Confirm stores the choice (isDefault 0) and goes back to /that with the same payment (back in history
 * when /that opened the chooser, else replacing this page), so /that asks for a code with the new method.
 */
export default function PaymentMethodChooserPage() {
  const client = useApiClient();
  const t = useText();
  const navigate = useNavigate();
  const { search, state } = useLocation();
  const [query] = useSearchParams();
  const productId = query.get('productId') || undefined;
  const orderId = query.get('orderId') || undefined;

  // One call gives both lists (spec 3: "bank list … market list"); pay_type is the type the chooser opens
  // on. The same payload as its first read (routes/firstReads.ts), so the prefetched reply is taken.
  const options = useCall(
    (signal) => client.call(payOptions, { productId, orderId, pay_type: PAY_TYPE.market }, { signal }),
    `${productId ?? ''}|${orderId ?? ''}`,
  );
  const leave = useLeavePage();

  const callbacks = {
    onBack: leave,
    onConfirm: (chosen) => {
      if (!storePayMethod(chosen)) {
        showToast(t('repay.method.notSaved'), { duration: TOAST_SHORT_MS });
        return;
      }
      if (openedFromPayment(state)) void navigate(-1);
      else void navigate(backToPaymentRoute(search), { replace: true });
    },
  } satisfies Partial<PaymentMethodChooserScreenProps>;

  if (options.status === 'done')
    return <PaymentMethodChooserScreen status="ready" options={options.data} {...callbacks} />;
  if (options.status === 'failed') {
    const { failure } = options;
    return (
      <PaymentMethodChooserScreen
        status="error"
        onRetry={options.retry}
        offline={isOfflineFailure(failure)}
        message={failure.kind === 'server' ? failure.message : undefined}
        {...callbacks}
      />
    );
  }
  return <PaymentMethodChooserScreen status="loading" {...callbacks} />;
}
