/**
 * A promise that says it has settled, as React's `use` reads one (`status`, then `value` or `reason`): the
 * client returns a read whose reply it already holds this way, so a page's first render can draw its answer
 * at once instead of a skeleton frame first. One protocol for the client that makes them and the app that
 * reads them.
 */
type Said<T> = Promise<T> & { status?: string; value?: T; reason?: unknown };

export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: unknown };

/** A promise settled now with what `read` returns or throws, saying so. */
export function settledNow<T>(read: () => T): Promise<T> {
  try {
    const value = read();
    return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
  } catch (reason) {
    const failed = Promise.reject(reason);
    // Its reader reads `reason`: nobody awaiting it later is not an unhandled failure.
    failed.catch(() => undefined);
    return Object.assign(failed, { status: 'rejected' as const, reason });
  }
}

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
    return settledNow<T>(() => {
      throw failed.reason;
    });
  }
  if (outcomes.every((outcome) => outcome?.ok))
    return settledNow(() => outcomes.map((outcome) => (outcome as { value: unknown }).value) as unknown as T);
  return Promise.all(parts) as Promise<T>;
}
