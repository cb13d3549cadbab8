import { useText } from '../../i18n/LocaleProvider';
import { Section } from './CardRepaymentScreen.styles';

/**
 * A commit or confirm got no answer: the outcome is not known, so the screen says the payment is
 * processing (never "paid" or "failed" until the server says) and, after a check, that it still is.
 */
export function PaymentProcessing({ id, stillWaiting }: { id: string; stillWaiting?: boolean }) {
  const t = useText();
  return (
    <Section as="section" aria-labelledby={id} data-processing="" role="status">
      <h2 id={id}>{t('payway.processingTitle')}</h2>
      <p>{t('payway.processingText')}</p>
      {stillWaiting && <p>{t('payway.stillProcessing')}</p>}
    </Section>
  );
}
