import { lazy, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useBridge } from '../bridge/BridgeContext';
import { useApiClient } from '../data/ApiContext';
import { paymentAmount } from './paymentMethodRoutes';
import { CardsView } from './payway/CardsView';
import { paywayView, startsBankDialog } from './payway/paywayView';

// The card list comes with the page; the other screens are their own chunks, fetched when their hash is
// opened, so `/payway#/` stays within its size budget.
const BindCardView = lazy(() => import('./payway/BindCardView').then((m) => ({ default: m.BindCardView })));
const RedirectView = lazy(() => import('./payway/RedirectView').then((m) => ({ default: m.RedirectView })));
const ResultView = lazy(() => import('./payway/ResultView').then((m) => ({ default: m.ResultView })));

/**
 * /payway?orderId=&amount= (spec screen 11): the card repayment flow, one page whose hash picks the screen —
 * `#/` cards, SMS step and "processing"; `#/addnormalcard` bind a card; `#/alipayrepayment` the provider's
 * page; `#/borrowDetail/:orderId` the result. The native bank dialog is started when a card view opens
 * (`startBank`) and ended when a payment succeeds (`endBank`, not on iOS); the redirect and result pages,
 * opened directly, start nothing they could not end.
 */
export default function PaywayPage() {
  const client = useApiClient();
  const bridge = useBridge();
  const { hash, search } = useLocation();
  const query = new URLSearchParams(search);
  const orderId = query.get('orderId') || client.page.ids.orderId || '';
  // Read as the market writes it; an unreadable amount is none (the card page then shows no amount).
  const amount = paymentAmount(query.get('amount'), client.market) ?? '';
  const started = useRef(false);
  const view = paywayView(hash);
  const starts = startsBankDialog(view);

  // Once per visit, and only from a view whose payment can end it (see `startsBankDialog`).
  useEffect(() => {
    if (!starts || started.current) return;
    started.current = true;
    bridge.startBank();
  }, [bridge, starts]);

  switch (view.kind) {
    case 'bind':
      return <BindCardView orderId={orderId} />;
    case 'redirect':
      return <RedirectView orderId={orderId} amount={amount} />;
    case 'result':
      return <ResultView orderId={view.orderId} />;
    case 'cards':
      // Keyed by the order and amount: another payment starts from a fresh step.
      return <CardsView key={`${orderId}|${amount}`} orderId={orderId} amount={amount} />;
  }
}
