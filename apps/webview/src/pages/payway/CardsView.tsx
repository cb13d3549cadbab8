import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  ApiError,
  newIdempotencyKey,
  repaymentCommit,
  repaymentCommitPayload,
  repaymentConfirm,
  repaymentConfirmPayload,
  repaymentWay,
} from '@loan-h5/api';
import {
  CardRepaymentScreen,
  CODE_RESEND_SECONDS,
  confirmFailureOf,
  showToast,
  TOAST_SHORT_MS,
  useText,
  type CardPayStep,
} from '@loan-h5/screens';
import { useBridge } from '../../bridge/BridgeContext';
import { useApiClient } from '../../data/ApiContext';
import { toastCallFailure, isOfflineFailure } from '../../data/callErrors';
import { useCall } from '../../data/useCall';
import { useLeavePage } from '../pageNavigation';
import { outcomeUnknown, refusalMessage } from './paymentOutcome';
import {
  forgetPayment,
  keepPayment,
  localDateTime,
  paymentForPage,
  readPayment,
  stepOf,
  type PaywayRecord,
} from './paywayRecord';
import { PAYWAY_HASH } from './paywayView';

type InFlight = 'commit' | 'confirm' | 'check' | null;

/**
 * `#/`: the card list, Pay, the SMS step and "Payment processing". Every commit and confirm carries an
 * Idempotency-Key kept with the step in sessionStorage before the request leaves, so a reload or "Check
 * again" repeats the very same request and the server can answer it without charging twice. A payment whose
 * reply was lost is never shown as paid or failed: only the server's answer moves it on.
 */
export function CardsView({ orderId, amount }: { orderId: string; amount: string }) {
  const client = useApiClient();
  const bridge = useBridge();
  const t = useText();
  const navigate = useNavigate();
  const { search, state } = useLocation();
  const leave = useLeavePage();
  const way = useCall((signal) => client.call(repaymentWay, { orderId }, { signal }), orderId);

  const [record, setRecord] = useState<PaywayRecord | null>(() => {
    const kept = readPayment(orderId);
    const applies = paymentForPage(kept, amount);
    // A code step for another amount is dropped for good (a paid one stays for the result page).
    if (kept && !applies && kept.phase === 'code') forgetPayment(orderId);
    return applies;
  });
  // The latest record, for handlers that finish after a re-render.
  const latest = useRef(record);
  const bound = (state as { cardId?: unknown } | null)?.cardId;
  const [selected, setSelected] = useState<string | null>(
    record?.card.id ?? (typeof bound === 'string' ? bound : null),
  );
  const [code, setCode] = useState('');
  const [inFlight, setInFlight] = useState<InFlight>(null);
  const [stillWaiting, setStillWaiting] = useState(false);
  const busy = useRef(false);

  const save = (next: PaywayRecord | null) => {
    if (next) keepPayment(next);
    else forgetPayment(orderId);
    latest.current = next;
    setRecord(next);
  };

  /** The result page, in place of this one (Back does not return to a finished payment). */
  const toResult = () =>
    void navigate({ pathname: '/payway', search, hash: PAYWAY_HASH.result(orderId) }, { replace: true });

  /** The server said it is paid: kept for the result page, the app's bank dialog closed (not on iOS). */
  const paid = (r: PaywayRecord) => {
    keepPayment({ ...r, phase: 'paid', paidAt: localDateTime(new Date()), confirmCode: undefined });
    if (bridge.name !== 'ios') bridge.endBank();
    toResult();
  };

  /** The server has the payment but has not said it is paid: the result page says "submitted". */
  const submitted = (r: PaywayRecord) => {
    keepPayment({ ...r, phase: 'confirming', confirmCode: undefined });
    toResult();
  };

  /** `checking`: a Check again; a second silence then says so. */
  const sendCommit = async (r: PaywayRecord, checking = false) => {
    try {
      const answer = await client.call(
        repaymentCommit,
        repaymentCommitPayload({
          amount: r.amount,
          card: r.card,
          orderId: r.orderId,
          repayToken: r.repayToken,
        }),
        { idempotencyKey: r.commitKey },
      );
      // Paid at once: the record the server opened is the payment's reference on the receipt.
      if (!answer.needsCode) return paid({ ...r, recordId: answer.recordId || r.recordId });
      save({
        ...r,
        phase: 'code',
        recordId: answer.recordId,
        deadline: Date.now() + CODE_RESEND_SECONDS * 1000,
      });
    } catch (error) {
      if (outcomeUnknown(error)) return void setStillWaiting(checking);
      // Refused: nothing was paid; the borrower may try again (a new payment, a new key).
      save(null);
      showToast(refusalMessage(error) || t('payway.processingFailed'), { duration: TOAST_SHORT_MS });
    }
  };

  const sendConfirm = async (r: PaywayRecord, checking = false) => {
    try {
      await client.call(
        repaymentConfirm,
        repaymentConfirmPayload({
          orderId: r.orderId,
          verifyCode: r.confirmCode ?? '',
          recordId: r.recordId ?? '',
        }),
        { idempotencyKey: r.confirmKey },
      );
      paid(r);
    } catch (error) {
      if (outcomeUnknown(error)) return void setStillWaiting(checking);
      const failure =
        error instanceof ApiError
          ? confirmFailureOf(error.code, error.serverMessage)
          : ({ kind: 'server', message: '' } as const);
      // 800005: the server already has this order's payment (an earlier confirm went through, its answer
      // lost): sending again can only repeat the refusal. Submitted — never "paid" until the server says.
      if (failure.kind === 'duplicate') return submitted(r);
      save({ ...r, phase: 'code', confirmKey: undefined, confirmCode: undefined, failure });
    }
  };

  /** One action at a time: a double tap, or a tap while a request is out, does nothing. */
  const run = async (kind: Exclude<InFlight, null>, action: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setInFlight(kind);
    try {
      await action();
    } finally {
      busy.current = false;
      setInFlight(null);
    }
  };

  const onPay = (cardId: string) => {
    if (way.status !== 'done') return;
    const card = way.data.bankCards.find((c) => String(c.id) === cardId);
    if (!card) return;
    if (!/^\d+(\.\d+)?$/.test(amount)) {
      showToast(t('payway.processingFailed'), { duration: TOAST_SHORT_MS });
      return;
    }
    void run('commit', async () => {
      // Kept before it leaves: a reload from here on shows "Payment processing", never a second commit.
      const r: PaywayRecord = {
        orderId,
        amount,
        card: { ...card, id: String(card.id) },
        repayToken: way.data.repayToken,
        phase: 'committing',
        commitKey: newIdempotencyKey(),
      };
      save(r);
      setStillWaiting(false);
      await sendCommit(r);
    });
  };

  const onConfirm = (verifyCode: string) => {
    const current = latest.current;
    if (current?.phase !== 'code') return;
    void run('confirm', async () => {
      const r: PaywayRecord = {
        ...current,
        phase: 'confirming',
        confirmKey: newIdempotencyKey(),
        confirmCode: verifyCode,
        failure: undefined,
      };
      save(r);
      setStillWaiting(false);
      await sendConfirm(r);
    });
  };

  const onCheckAgain = () =>
    void run('check', async () => {
      const current = latest.current;
      if (current?.phase === 'committing') await sendCommit(current, true);
      else if (current?.phase === 'confirming') await sendConfirm(current, true);
    });

  /** sendMsg 1. Not a payment: a failure is told and the countdown restarts all the same (spec section 8). */
  const onResend = async () => {
    const current = latest.current;
    if (current?.phase !== 'code') return;
    try {
      const answer = await client.call(
        repaymentCommit,
        repaymentCommitPayload({
          amount: current.amount,
          card: current.card,
          orderId: current.orderId,
          repayToken: current.repayToken,
          resendCode: true,
        }),
        { idempotencyKey: newIdempotencyKey() },
      );
      const now = latest.current;
      if (now?.phase === 'code')
        save({ ...now, recordId: answer.recordId || now.recordId, failure: undefined });
    } catch (error) {
      if (error instanceof ApiError)
        showToast(refusalMessage(error) || t('payway.processingFailed'), { duration: TOAST_SHORT_MS });
      else toastCallFailure(error, t);
    }
  };

  const onSelectedCardChange = (cardId: string) => {
    setSelected(cardId);
    // Another card after a code was sent: that code step is for the other card, so it goes.
    if (latest.current?.phase === 'code' && latest.current.card.id !== cardId) {
      save(null);
      setCode('');
    }
  };

  const common = { onBack: leave };
  if (way.status === 'loading') return <CardRepaymentScreen status="loading" {...common} />;
  if (way.status === 'failed')
    return (
      <CardRepaymentScreen
        status="error"
        onRetry={way.retry}
        offline={isOfflineFailure(way.failure)}
        {...common}
      />
    );

  // While the first attempt is out, the borrower sees the button working, not "processing".
  const step: CardPayStep =
    inFlight === 'commit'
      ? { kind: 'choose' }
      : inFlight === 'confirm'
        ? { kind: 'code', deadline: record?.deadline ?? null }
        : record?.phase === 'committing' || record?.phase === 'confirming'
          ? { kind: 'processing', stillWaiting }
          : stepOf(record);

  return (
    <CardRepaymentScreen
      status="ready"
      amount={amount}
      cards={way.data.bankCards.map((c) => ({ ...c, id: String(c.id) }))}
      otherWay={way.data.alipay}
      step={step}
      selectedCardId={selected}
      onSelectedCardChange={onSelectedCardChange}
      code={code}
      onCodeChange={(next) => {
        setCode(next);
        const current = latest.current;
        if (current?.phase === 'code' && current.failure) save({ ...current, failure: undefined });
      }}
      onPay={onPay}
      onConfirm={onConfirm}
      onCheckAgain={onCheckAgain}
      onResend={onResend}
      onDeadlineChange={(deadline) => {
        const current = latest.current;
        if (current?.phase === 'code') save({ ...current, deadline });
      }}
      onAddCard={() => void navigate({ pathname: '/payway', search, hash: PAYWAY_HASH.bind })}
      onOtherWay={() => void navigate({ pathname: '/payway', search, hash: PAYWAY_HASH.redirect })}
      working={inFlight !== null}
      {...common}
    />
  );
}
