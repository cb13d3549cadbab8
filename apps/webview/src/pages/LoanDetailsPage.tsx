import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { eventSave, loanDetails, loanScore } from '@loan-h5/api';
import {
  LoanDetailsScreen,
  ratingOutcome,
  type LoanDetailsProduct,
  type LoanDetailsScreenProps,
} from '@loan-h5/screens';
import { useBridge } from '../bridge/BridgeContext';
import { useApiClient } from '../data/ApiContext';
import { useCall } from '../data/useCall';
import { useOneAtATime } from '../data/useOneAtATime';
import { keepParams } from '../lib/keepParams';
import { orderRoute, repayTarget } from './loanLinks';
import { MODULE_ID } from './recommendedModule';
import { useCallService, useLeavePage, useOpenServerLink, useProductApplication } from './usePageActions';
import { isOfflineFailure } from '../data/callErrors';

/** "Borrow again" is recorded as module 30, position 0 (spec section 7, `event/save`). */
export const BORROW_AGAIN_EVENT = { moduleId: 30, positionId: 0 } as const;
/** Product detail is a page of the native app, opened with the product id. */
export const PRODUCT_DETAIL_PAGE = '/productDetail';
/**
 * The scene sent with `product/apply` from loan details. The spec does not name one: ours. Loan details
 * is neither a precise nor a lucky-bag scene, so its taps are module 300.
 */
export const LOAN_DETAILS_SCENE = 'loanDetails';

/**
 * /loanDetails (spec screen 21): the order of the page's product and order ids, drawn by status.
 * Repay opens the server's repayment page (or our /repayPlan), the extension link /repayDelay, Borrow again
 * records the event and opens the app's product detail, a rating posts the chosen score and thanks the
 * borrower (under 4 stars) or asks the app for its rate dialog, and a recommended product is applied for.
 */
export default function LoanDetailsPage() {
  const client = useApiClient();
  const bridge = useBridge();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [query] = useSearchParams();
  // Absent: the client fills the ids from the page it was started on.
  const productId = query.get('productId') || undefined;
  const orderId = query.get('orderId') || undefined;
  const pageProductId = productId ?? client.page.ids.productId ?? '';

  const order = useCall(
    (signal) => client.call(loanDetails, { productId, orderId }, { signal }),
    `${productId ?? ''}|${orderId ?? ''}`,
  );
  const [thanksOpen, setThanksOpen] = useState(false);
  const open = useOpenServerLink();
  const oneAtATime = useOneAtATime();
  const applyProduct = useProductApplication();
  const leave = useLeavePage();
  const callService = useCallService();

  const borrowAgain = () =>
    oneAtATime(async () => {
      // The event is a record: its failure never stops the borrower (spec 8: tracking errors are swallowed).
      await client
        .call(eventSave, { productId: pageProductId, ...BORROW_AGAIN_EVENT })
        .catch(() => undefined);
      bridge.openPageWithParams(PRODUCT_DETAIL_PAGE, { productId: pageProductId });
    });

  const rate = async (score: number) => {
    try {
      await client.call(loanScore, { score, orderId });
    } catch {
      // Spec 8: rating errors are swallowed; the loan call acts only on success, so nothing follows.
      return;
    }
    if (ratingOutcome(score) === 'thanks') setThanksOpen(true);
    else bridge.goRate();
  };

  const callbacks = {
    onBack: leave,
    onRepay: () => {
      if (order.status !== 'done') return;
      const target = repayTarget(order.data.h5Url, search);
      if (target.kind === 'route') void navigate(target.to);
      else open(target);
    },
    onExtend: () => void navigate(orderRoute('/repayDelay', search)),
    onBorrowAgain: () => void borrowAgain(),
    onCallService: callService,
    onApplyProduct: (product: LoanDetailsProduct) => {
      const products = order.status === 'done' ? order.data.products : [];
      void applyProduct({
        product,
        positionId: products.findIndex((p) => p.id === product.id),
        moduleId: MODULE_ID.other,
        scene: LOAN_DETAILS_SCENE,
      });
    },
    onMoreProducts: () => void navigate(keepParams('/relevant', search)),
    onRate: (score: number) => void rate(score),
    thanksOpen,
    onThanksClose: () => setThanksOpen(false),
  } satisfies Partial<LoanDetailsScreenProps>;

  if (order.status === 'done')
    return <LoanDetailsScreen status="ready" details={order.data} {...callbacks} />;
  if (order.status === 'failed')
    return (
      <LoanDetailsScreen
        status="error"
        onRetry={order.retry}
        offline={isOfflineFailure(order.failure)}
        {...callbacks}
      />
    );
  return <LoanDetailsScreen status="loading" {...callbacks} />;
}
