import { useEffect, useState } from 'react';
import { deadlineInstant, deadlineState, formatDeadline, type DeadlineState } from '../../i18n/deadline';
import { useLocale } from '../../i18n/LocaleProvider';
import { msToNextTick } from '../CountdownButton/countdown';

export interface PayDeadlineView {
  /** "3 Jun 2025, 23:59 WIB": the deadline in the market's clock. */
  deadline: string;
  state: DeadlineState;
}

/**
 * A payment deadline from the server, live: re-rendered each second while it runs and once more when it
 * passes; null when the server sent none or one that cannot be read (no countdown, no invented deadline).
 */
export function usePayDeadline(expiry: string, now: () => number = Date.now): PayDeadlineView | null {
  const { locale, market } = useLocale();
  const instant = deadlineInstant(expiry, market);
  const [, setTick] = useState(0);
  const current = now();
  const state = instant === null ? null : deadlineState(instant, current);

  // Wake when the shown second changes; the time left itself always comes from the clock.
  useEffect(() => {
    if (instant === null || state?.phase !== 'open') return;
    const timer = setTimeout(() => setTick((n) => n + 1), msToNextTick(instant, current));
    return () => clearTimeout(timer);
  });

  // Timers are throttled in a background webview: catch up as soon as the page shows again.
  useEffect(() => {
    const wake = () => setTick((n) => n + 1);
    document.addEventListener('visibilitychange', wake);
    return () => document.removeEventListener('visibilitychange', wake);
  }, []);

  if (instant === null || state === null) return null;
  return { deadline: formatDeadline(instant, market, locale), state };
}
