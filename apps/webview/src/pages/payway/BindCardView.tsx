import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { bindCard, newIdempotencyKey } from '@loan-h5/api';
import {
  BindCardScreen,
  showToast,
  TOAST_SHORT_MS,
  useLocale,
  useText,
  type BindCardRequest,
} from '@loan-h5/screens';
import { useApiClient } from '../../data/ApiContext';
import { toastCallFailure } from '../../data/callErrors';
import { CARD_BANKS } from './cardBanks';
import { outcomeUnknown, refusalMessage } from './paymentOutcome';
import { PAYWAY_HASH } from './paywayView';

/**
 * `#/addnormalcard`: binds a card, then back to the card list with the new card chosen. One request per
 * intent: a double tap joins the running request; a retry of the same card after a lost reply repeats its
 * Idempotency-Key, so the backend binds it once; a changed card is a new intent with a new key.
 */
export function BindCardView({ orderId }: { orderId: string }) {
  const client = useApiClient();
  const t = useText();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { market } = useLocale();
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const intent = useRef<{ payload: string; key: string } | null>(null);
  const toCards = (cardId?: string) =>
    void navigate(
      { pathname: '/payway', search, hash: PAYWAY_HASH.cards },
      cardId ? { state: { cardId } } : undefined,
    );

  const submit = async (card: BindCardRequest) => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    const payload = { orderId, ...card };
    const text = JSON.stringify(payload);
    if (intent.current?.payload !== text) intent.current = { payload: text, key: newIdempotencyKey() };
    try {
      const bound = await client.call(bindCard, payload, { idempotencyKey: intent.current.key });
      intent.current = null;
      toCards(String(bound.id));
    } catch (error) {
      // Refused: the next try is a new intent. No answer: the next try repeats this one.
      if (!outcomeUnknown(error)) {
        intent.current = null;
        const message = refusalMessage(error);
        if (message) showToast(message, { duration: TOAST_SHORT_MS });
        else toastCallFailure(error, t);
      } else toastCallFailure(error, t);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  return (
    <BindCardScreen
      banks={CARD_BANKS[market]}
      onSubmit={(card) => void submit(card)}
      submitting={submitting}
      onBack={() => toCards()}
    />
  );
}
