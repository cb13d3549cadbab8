import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { repaymentRedirect } from '@loan-h5/api';
import { PaymentRedirectScreen } from '@loan-h5/screens';
import { useBridge } from '../../bridge/BridgeContext';
import { useApiClient } from '../../data/ApiContext';
import { useCall } from '../../data/useCall';
import { serverLink, withOwnLanguage } from '../loanLinks';
import { useLeavePage } from '../pageNavigation';
import { PAYWAY_HASH } from './paywayView';
import { isOfflineFailure } from '../../data/callErrors';

/**
 * `#/alipayrepayment`: asks repayment-huichao for the provider's page and opens it through the app, only
 * when it is http(s) (DESIGN.md: server-given URLs); anything else is refused in words and never opened.
 */
export function RedirectView({ orderId, amount }: { orderId: string; amount: string }) {
  const client = useApiClient();
  const bridge = useBridge();
  const navigate = useNavigate();
  const { search } = useLocation();
  const leave = useLeavePage();
  const userId = new URLSearchParams(search).get('userId') ?? '';
  const redirect = useCall(
    (signal) => client.call(repaymentRedirect, { userId, orderId, amount }, { signal }),
    `${orderId}|${amount}`,
  );
  const link = redirect.status === 'done' ? serverLink(redirect.data) : null;
  const opened = useRef<string | null>(null);

  useEffect(() => {
    if (link?.kind !== 'open' || opened.current === link.url) return;
    opened.current = link.url;
    const lang = new URLSearchParams(search).get('lang');
    bridge.openPage(withOwnLanguage(link.url, window.location.origin, lang));
  }, [link, bridge, search]);

  const toCards = () => void navigate({ pathname: '/payway', search, hash: PAYWAY_HASH.cards });
  if (redirect.status === 'failed')
    return (
      <PaymentRedirectScreen
        status="error"
        onRetry={redirect.retry}
        offline={isOfflineFailure(redirect.failure)}
        onBack={leave}
        onBackToCards={toCards}
      />
    );
  if (link?.kind === 'unsafe')
    return <PaymentRedirectScreen status="refused" onBack={leave} onBackToCards={toCards} />;
  return <PaymentRedirectScreen status="opening" onBack={leave} onBackToCards={toCards} />;
}
