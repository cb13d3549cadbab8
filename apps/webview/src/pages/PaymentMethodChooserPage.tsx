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
import { backToPaymentRoute } from './paymentMethodRoutes';
import { useLeavePage } from './usePageActions';

/**
 * /individual (spec screen 14): the payment method chooser. init-pay-type is asked for each pay type (the
 * banks with pay_type 1, the mini markets with 2), so a server that answers one type per call is read
 * right. Confirm stores the choice (isDefault 0) and goes back to /that with the same payment, replacing
 * this page, so /that asks for a code with the new method.
 */
export default function PaymentMethodChooserPage() {
  const client = useApiClient();
  const t = useText();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [query] = useSearchParams();
  const productId = query.get('productId') || undefined;
  const orderId = query.get('orderId') || undefined;

  const options = useCall(
    (signal) =>
      Promise.all([
        client.call(payOptions, { productId, orderId, pay_type: PAY_TYPE.bank }, { signal }),
        client.call(payOptions, { productId, orderId, pay_type: PAY_TYPE.market }, { signal }),
      ]).then(([banks, markets]) => ({ banks: banks.banks, markets: markets.markets })),
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
      void navigate(backToPaymentRoute(search), { replace: true });
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
        offline={failure.kind === 'network' || failure.kind === 'timeout'}
        message={failure.kind === 'server' ? failure.message : undefined}
        {...callbacks}
      />
    );
  }
  return <PaymentMethodChooserScreen status="loading" {...callbacks} />;
}
