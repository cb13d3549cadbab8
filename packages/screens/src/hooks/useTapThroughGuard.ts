import { useEffect, useRef } from 'react';

/** How long after a screen appears a tap on it is taken for the last screen's second tap. */
export const TAP_THROUGH_MS = 500;

/**
 * An action that ignores taps for `ms` after the component appears: a borrower who taps Confirm twice
 * would otherwise land the second tap on the next screen's button in the same place (Confirm payment →
 * Back to loan details) and never see the result. Later taps act as usual.
 */
export function useTapThroughGuard<A extends unknown[]>(
  action: ((...args: A) => void) | undefined,
  ms = TAP_THROUGH_MS,
): ((...args: A) => void) | undefined {
  const shownAt = useRef<number | null>(null);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);
  if (!action) return undefined;
  return (...args: A) => {
    if (shownAt.current === null || Date.now() - shownAt.current < ms) return;
    action(...args);
  };
}
