/**
 * Money and submit calls act once per intent. A second call with the same payload while the first is in
 * flight joins it (a double tap sends one request). Each intent carries an Idempotency-Key that stays the
 * same when the borrower retries after a failure, so the server can tell a retry from a new payment.
 */
export interface IntentRegistry {
  /**
   * `key`: the caller's own Idempotency-Key (kept by a page across a reload); the registry neither makes
   * nor remembers one then. A call joining one in flight still joins it, whatever its key.
   */
  run<T>(intent: string, send: (idempotencyKey: string) => Promise<T>, key?: string): Promise<T>;
  /**
   * Makes `key` this intent's Idempotency-Key, unless it has one or is in flight: a request already went out
   * with it (the page's start-up script sent an intent asked on open), so the call, and a retry after a
   * failure, repeat that request rather than start another. Forgotten, like any, once the intent succeeds.
   */
  adopt(intent: string, key: string): void;
}

/** A fresh Idempotency-Key (a page that keeps its own keys across a reload makes them with this). */
export function newIdempotencyKey(): string {
  return randomKey();
}

function randomKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

export function createIntentRegistry(newKey: () => string = randomKey): IntentRegistry {
  const inFlight = new Map<string, Promise<unknown>>();
  const keys = new Map<string, string>();
  return {
    adopt(intent, key) {
      if (!inFlight.has(intent) && !keys.has(intent)) keys.set(intent, key);
    },
    run<T>(intent: string, send: (idempotencyKey: string) => Promise<T>, given?: string): Promise<T> {
      const joined = inFlight.get(intent);
      if (joined) return joined as Promise<T>;
      const key = given ?? keys.get(intent) ?? newKey();
      if (given === undefined) keys.set(intent, key);
      const promise = send(key).then(
        (value) => {
          // Done: the next identical call is a new intent with a new key.
          if (given === undefined) keys.delete(intent);
          return value;
        },
        (error: unknown) => {
          throw error;
        },
      );
      const settled = promise.finally(() => inFlight.delete(intent));
      inFlight.set(intent, settled);
      return settled;
    },
  };
}

/** A stable name for "this call with this payload": same fields in any order give the same intent. */
export function intentOf(endpoint: string, payload: Record<string, unknown>): string {
  const fields = Object.keys(payload)
    .sort()
    .map((k) => `${k}=${String(payload[k])}`);
  return `${endpoint}?${fields.join('&')}`;
}
