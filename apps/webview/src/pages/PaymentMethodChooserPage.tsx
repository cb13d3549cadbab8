import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PAY_TYPE, payOptions } from '@loan-h5/api';
import {
  isListKnown,
  PaymentMethodChooserScreen,
  shownOptions,
  showToast,
  withPayTypeReply,
  type PayTypeLoad,
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
 * /individual (spec screen 14): the payment method chooser. init-pay-type is asked per pay type: mini
 * markets (pay_type 2) as the page opens, banks (pay_type 1) when the borrower opens Bank — unless the first
 * reply already carried banks (either list is taken from either reply).
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

  const ids = `${productId ?? ''}|${orderId ?? ''}`;
  // Mini markets first (the chooser opens on ALFAMART): the same payload as the page's first read
  // (routes/firstReads.ts), so the prefetched reply is taken.
  const options = useCall(
    (signal) => client.call(payOptions, { productId, orderId, pay_type: PAY_TYPE.market }, { signal }),
    ids,
  );
  // Banks are asked once the borrower opens Bank (one request per opening of the page).
  const [askBanks, setAskBanks] = useState(false);
  const banks = useCall(
    (signal) =>
      askBanks
        ? client.call(payOptions, { productId, orderId, pay_type: PAY_TYPE.bank }, { signal })
        : Promise.resolve(null),
    `${ids}|${askBanks}`,
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

  if (options.status === 'done') {
    let known = withPayTypeReply({}, 'market', options.data);
    if (banks.status === 'done' && banks.data) known = withPayTypeReply(known, 'bank', banks.data);
    const bankLoad: PayTypeLoad | undefined = isListKnown(known, 'bank')
      ? undefined
      : banks.status === 'failed'
        ? {
            status: 'error',
            onRetry: banks.retry,
            offline: isOfflineFailure(banks.failure),
            message: banks.failure.kind === 'server' ? banks.failure.message : undefined,
          }
        : { status: askBanks ? 'loading' : 'unasked' };
    return (
      <PaymentMethodChooserScreen
        status="ready"
        options={shownOptions(known)}
        typeLoad={bankLoad ? { bank: bankLoad } : {}}
        onChange={(choice) => {
          if (choice.payType === 'bank' && !isListKnown(known, 'bank')) setAskBanks(true);
        }}
        {...callbacks}
      />
    );
  }
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
