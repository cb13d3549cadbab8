import { useSearchParams } from 'react-router-dom';
import { PaymentInstructionsScreen, referenceNumber } from '@loan-h5/screens';
import { useApiClient } from '../data/ApiContext';
import { paymentAmount } from './paymentMethodRoutes';
import { useLeavePage } from './pageNavigation';

/**
 * /dragonpayPaymentInstructions?refno=&amount=&expireTime=: how to pay a provider's bill with its reference
 * number. Nothing to fetch: the reference, amount and deadline (optional; generate-vcode's field name, a
 * server date-time in the market's clock or a Unix timestamp) come in the address; a missing or unreadable
 * reference is said so on the page, with Back.
 */
export default function PaymentInstructionsPage() {
  const [query] = useSearchParams();
  const leave = useLeavePage();
  const client = useApiClient();
  return (
    <PaymentInstructionsScreen
      reference={referenceNumber(query.get('refno'))}
      amount={paymentAmount(query.get('amount'), client.market)}
      expiry={query.get('expireTime') ?? ''}
      onBack={leave}
    />
  );
}
