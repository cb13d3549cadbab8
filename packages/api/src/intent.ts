/**
 * Money and submit calls act once per intent. A second call with the same payload while the first is in
 * flight joins it (a double tap sends one request). Each intent carries an Idempotency-Key that stays the
 * same when the borrower retries after a failure, so the server can tell a retry from a new payment.
 */
export interface IntentRegistry {
  run<T>(intent: string, send: (idempotencyKey: string) => Promise<T>): Promise<T>;
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
    run<T>(intent: string, send: (idempotencyKey: string) => Promise<T>): Promise<T> {
      const joined = inFlight.get(intent);
      if (joined) return joined as Promise<T>;
      const key = keys.get(intent) ?? newKey();
      keys.set(intent, key);
      const promise = send(key).then(
        (value) => {
          // Done: the next identical call is a new intent with a new key.
          keys.delete(intent);
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
