/**
 * An SMS-code countdown is a deadline (epoch ms), not a decrementing counter: the time left is always
 * derived from the clock, so it stays right after the webview was in the background or reloaded.
 */

/** Whole seconds until `deadline`, rounded up (the last second shows "1", not "0"); 0 once passed or unset. */
export function secondsLeft(deadline: number | null | undefined, now: number): number {
  if (deadline == null) return 0;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** The deadline of a countdown that starts at `now`. */
export function newDeadline(now: number, seconds: number): number {
  return now + seconds * 1000;
}

export type CountdownPhase = 'idle' | 'counting' | 'done';

/** idle: never sent; counting: wait before resending; done: may resend. */
export function countdownPhase(deadline: number | null | undefined, now: number): CountdownPhase {
  if (deadline == null) return 'idle';
  return secondsLeft(deadline, now) > 0 ? 'counting' : 'done';
}

/** Milliseconds until the shown number of seconds changes, so a timer wakes exactly then. */
export function msToNextTick(deadline: number, now: number): number {
  const rest = (deadline - now) % 1000;
  return rest > 0 ? rest : 1000;
}
