import { useEffect, useState } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { styled } from 'styled-components';
import { useText } from '../../i18n/LocaleProvider';
import { Button, type ButtonProps } from '../Button';
import { countdownPhase, msToNextTick, newDeadline, secondsLeft } from './countdown';

export interface CountdownButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'loading'> {
  /**
   * When resending is allowed again (epoch ms); `null` = never sent. Pass the stored deadline back after
   * a reload and the countdown carries on where it was.
   */
  deadline?: number | null;
  defaultDeadline?: number | null;
  /** A countdown started: store it (to survive a reload) or, when controlled, pass it back as `deadline`. */
  onDeadlineChange?: (deadline: number) => void;
  /**
   * Sends the code. Return a promise to show the button as sending: the countdown starts when it
   * resolves and does not start when it rejects (report the error yourself). Without a promise it starts at once.
   */
  onSend?: () => void | PromiseLike<unknown>;
  /**
   * A tap while the countdown runs: nothing is sent; a host may tell the borrower so (the promotion sign-up's
   * "Do not send the code repeatedly").
   */
  onBlockedPress?: () => void;
  /** Shows the button as sending, for a host that tracks the request itself. */
  sending?: boolean;
  /** Length of the countdown; the spec's 60 s by default. */
  seconds?: number;
  /** The clock (epoch ms); injectable for tests and stories. */
  now?: () => number;
}

// Digits of equal width so the label does not wobble every second.
const StyledButton = styled(Button)`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';
}

/** "Send code" → "Resend in 59 s" … → "Resend code". Taps while counting or sending do nothing. */
export function CountdownButton({
  deadline: deadlineProp,
  defaultDeadline = null,
  onDeadlineChange,
  onSend,
  onBlockedPress,
  sending = false,
  seconds = 60,
  now = Date.now,
  variant = 'secondary',
  ...rest
}: CountdownButtonProps) {
  const t = useText();
  const [deadline, setDeadline] = useControllableState<number | null>(
    deadlineProp,
    defaultDeadline,
    (next) => {
      if (next !== null) onDeadlineChange?.(next);
    },
  );
  const [pending, setPending] = useState(false);
  const [tick, setTick] = useState(0);
  const current = now();
  const left = secondsLeft(deadline, current);
  const phase = countdownPhase(deadline, current);
  const busy = sending || pending;

  // Wake when the shown second changes; the number itself always comes from the clock.
  useEffect(() => {
    if (deadline == null || left === 0) return;
    const timer = setTimeout(() => setTick((n) => n + 1), msToNextTick(deadline, now()));
    return () => clearTimeout(timer);
  }, [deadline, left, tick, now]);

  // Timers are throttled in a background webview: catch up as soon as the page shows again.
  useEffect(() => {
    const wake = () => setTick((n) => n + 1);
    document.addEventListener('visibilitychange', wake);
    return () => document.removeEventListener('visibilitychange', wake);
  }, []);

  const start = () => {
    const next = newDeadline(now(), seconds);
    setDeadline(next);
  };

  const onClick = () => {
    if (phase === 'counting' && !busy) onBlockedPress?.();
    if (busy || phase === 'counting') return;
    const result = onSend?.();
    if (!isThenable(result)) {
      start();
      return;
    }
    setPending(true);
    result.then(
      () => {
        setPending(false);
        start();
      },
      () => setPending(false),
    );
  };

  const label =
    phase === 'idle'
      ? t('countdown.send')
      : phase === 'counting'
        ? t('countdown.resendIn', { seconds: left })
        : t('countdown.resend');

  return (
    <StyledButton
      variant={variant}
      loading={busy}
      aria-disabled={busy || phase === 'counting' || undefined}
      onClick={onClick}
      {...rest}
    >
      {label}
    </StyledButton>
  );
}
