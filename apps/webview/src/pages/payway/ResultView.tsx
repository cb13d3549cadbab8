import { useLocation, useNavigate } from 'react-router-dom';
import { RepaymentResultScreen } from '@loan-h5/screens';
import { orderRoute } from '../loanLinks';
import { useLeavePage } from '../pageNavigation';
import { readPayment } from './paywayRecord';

/**
 * `#/borrowDetail/:orderId`: paid — amount, card, time and the server's reference (the repayment record
 * repayment-commit named) — only when this phone kept the server's confirmation; otherwise (the provider's
 * page led here, or an answer was lost) "submitted", never "paid", with what this phone kept of it.
 */
export function ResultView({ orderId }: { orderId: string }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const leave = useLeavePage();
  const kept = readPayment(orderId);
  const toLoan = () => {
    const query = new URLSearchParams(search);
    query.set('orderId', orderId);
    void navigate(orderRoute('/loanDetails', `?${query.toString()}`));
  };
  if (kept?.phase === 'paid')
    return (
      <RepaymentResultScreen
        status="paid"
        receipt={{
          amount: kept.amount,
          cardName: `${kept.card.bankName} ${kept.card.cardNo}`.trim(),
          paidAt: kept.paidAt ?? '',
          reference: kept.recordId,
        }}
        onBackToLoan={toLoan}
        onBack={leave}
      />
    );
  return (
    <RepaymentResultScreen
      status="unknown"
      submitted={kept ? { amount: kept.amount, reference: kept.recordId } : undefined}
      onBackToLoan={toLoan}
      onBack={leave}
    />
  );
}
