/**
 * A promise that says it has settled, as React's `use` reads one (`status`, then `value` or `reason`): the API
 * client returns a read whose reply it already holds this way, so the app's first render draws its answer
 * at once (`useCall`) instead of a skeleton frame first.
 */
type Said<T> = Promise<T> & { status?: string; value?: T; reason?: unknown };

export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: unknown };

/** What a promise says of itself: its outcome if settled and saying so, else undefined (still on its way). */
export function outcomeNow<T>(promise: Promise<T>): Outcome<T> | undefined {
  const said = promise as Said<T>;
  if (said.status === 'fulfilled') return { ok: true, value: said.value as T };
  if (said.status === 'rejected') return { ok: false, reason: said.reason };
  return undefined;
}

/**
 * `Promise.all` that keeps what its parts say: when each has settled and says so, the whole says so too
 * (a page whose first reads were all in draws them in its first frame); otherwise an ordinary `Promise.all`.
 */
export function allOf<T extends readonly unknown[]>(parts: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const outcomes = parts.map((part) => outcomeNow(part));
  const failed = outcomes.find((outcome) => outcome && !outcome.ok);
  if (failed && !failed.ok) {
    // As Promise.all would, the whole takes the parts' later failures: none of them goes unhandled.
    for (const part of parts) part.catch(() => undefined);
    const whole = Promise.reject(failed.reason);
    whole.catch(() => undefined); // its reader reads `reason`
    return Object.assign(whole, { status: 'rejected', reason: failed.reason });
  }
  if (outcomes.every((outcome) => outcome?.ok)) {
    const value = outcomes.map((outcome) => (outcome as { value: unknown }).value) as unknown as T;
    return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
  }
  return Promise.all(parts) as Promise<T>;
}
