import { useSearchParams } from 'react-router-dom';
import { PaymentInstructionsScreen, referenceNumber } from '@loan-h5/screens';
import { useApiClient } from '../data/ApiContext';
import { paymentAmount } from './paymentMethodRoutes';
import { useLeavePage } from './pageNavigation';

/**
 * /dragonpayPaymentInstructions?refno=&amount=: how to pay a provider's bill with its reference number.
 * Nothing to fetch: the reference and amount come in the address; a missing or unreadable reference is
 * said so on the page.
 */
export default function PaymentInstructionsPage() {
  const [query] = useSearchParams();
  const leave = useLeavePage();
  const client = useApiClient();
  return (
    <PaymentInstructionsScreen
      reference={referenceNumber(query.get('refno'))}
      amount={paymentAmount(query.get('amount'), client.market)}
      onBack={leave}
    />
  );
}
