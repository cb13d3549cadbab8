import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  DEFAULT_MARKET_PAY_CODE,
  readRuntimeConfig,
  virtualAccount,
  type VirtualAccount,
} from '@loan-h5/api';
import { useText, VirtualAccountScreen, type VirtualAccountScreenProps } from '@loan-h5/screens';
import { useApiClient } from '../data/ApiContext';
import { markPageLoad } from '../data/pageLoad';
import { useCall } from '../data/useCall';
import { readStoredPayMethod, type StoredPayMethod } from '../lib/storedPayMethod';
import { codeAskedAt } from './codeAskedAt';
import { FROM_PAYMENT_STATE, methodChooserRoute } from './paymentMethodRoutes';
import { billRoute, customerServiceRoute } from './paymentPageLinks';
import { useCallService, useLeavePage } from './pageNavigation';
import { isOfflineFailure } from '../data/callErrors';

/**
 * /that (spec screen 14): the code to pay the page's amount to. generate-vcode is asked once per page open
 * with the amount as given, the method chosen on /individual (else the default, mini market ALFAMART,
 * is_default 1) and is_display 1 for an extension fee (display=1). An expired code is renewed by opening
 * the page anew (one more generate-vcode); an address without a usable amount leads back to its bill.
 */
export default function VirtualAccountPage() {
  const client = useApiClient();
  const t = useText();
  const navigate = useNavigate();
  const { search, key: pageOpen } = useLocation();
  const [query] = useSearchParams();
  const configuredPhone = useMemo(() => readRuntimeConfig().servicePhone, []);

  // The stored method is read with each request (each page open: the chooser stores the method, then
  // opens this page anew), and kept with its reply for the method name the code is for.
  const account = useCall<{ reply: VirtualAccount; method: StoredPayMethod | undefined } | null>(() => {
    const method = readStoredPayMethod();
    const payload = codeAskedAt(query, client.market, method);
    if (!payload) return Promise.resolve(null);
    // Generating a code is an intent (single-flight with an Idempotency-Key in the client). The request is
    // not tied to this mount: a second mount (StrictMode, a remount) joins the one in flight instead of
    // cancelling it and sending another, and Try again after a failure repeats it with the same key. On a
    // first load the start-up script has sent it already (`firstReads`): this call takes that reply.
    return client
      .call(virtualAccount, payload, { signal: markPageLoad(new AbortController().signal) })
      .then((reply) => ({ reply, method }));
  }, `${pageOpen}|${search}`);
  const leave = useLeavePage();
  const callService = useCallService();

  const callbacks = {
    onBack: leave,
    onChangeMethod: () => void navigate(methodChooserRoute(search), { state: FROM_PAYMENT_STATE }),
    onCallService: callService,
    // Always there, beside the call button (spec 14's complaint shortcut to customer service).
    onComplaint: () => void navigate(customerServiceRoute(search)),
  } satisfies Partial<VirtualAccountScreenProps>;

  if (account.status === 'done') {
    if (!account.data)
      return (
        <VirtualAccountScreen
          status="error"
          message={t('repay.va.noAmount')}
          // The bill replaces this page: Back from the bill does not lead to the unusable address again.
          onBackToBill={() => void navigate(billRoute(search), { replace: true })}
          {...callbacks}
        />
      );
    const { reply: data, method } = account.data;
    return (
      <VirtualAccountScreen
        status="ready"
        bill={{
          code: data.code,
          amount: data.amount,
          billNo: data.cardNo,
          payType: data.payType,
          method: data.payCode || method?.payCode || DEFAULT_MARKET_PAY_CODE,
          expiryTime: data.expiryTime,
          paymentSteps: data.paymentSteps,
          // The server's number, else the configured service phone (as on the extension page).
          telephone: data.telephone.trim() || (configuredPhone ?? '').trim(),
        }}
        // A new page open asks for a new code (a new intent: the expired one's request is long done).
        onRenewCode={() => void navigate({ search }, { replace: true })}
        {...callbacks}
      />
    );
  }
  if (account.status === 'failed') {
    const { failure } = account;
    return (
      <VirtualAccountScreen
        status="error"
        onRetry={account.retry}
        offline={isOfflineFailure(failure)}
        message={failure.kind === 'server' ? failure.message : undefined}
        {...callbacks}
      />
    );
  }
  return <VirtualAccountScreen status="loading" {...callbacks} />;
}
