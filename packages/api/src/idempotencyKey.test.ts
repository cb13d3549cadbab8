// CallOptions.idempotencyKey: a page that keeps its own key (a payment step stored across a reload) sends
// exactly that key, so "Check again" repeats the same request and the server can answer it without a second
// charge. Without the option the client behaves as before (its own key per intent).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createApiClient } from './client';
import { readPageContext } from './commonParams';
import { repaymentCommit, repaymentConfirm } from './endpoints/repay';
import { NetworkError } from './errors';
import { createIntentRegistry, newIdempotencyKey } from './intent';

const ORIGIN = 'https://api.test';
const CONFIRM = `${ORIGIN}/api/v1/youmi/youmi-api/service/loan/repayment-confirm`;
const COMMIT = `${ORIGIN}/api/v1/youmi/youmi-api/service/loan/repayment-commit`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = () =>
  createApiClient({ config: { apiOrigin: ORIGIN, generalBase: '/gateway' }, page: readPageContext('') });
const confirmPayload = { orderId: 1, verifyCode: '123456', repaymentRecordId: 'RR1' };

/** Records the Idempotency-Key of every request; `reply` decides each answer. */
function keysOf(url: string, reply: (n: number) => Response | Promise<Response>) {
  const keys: Array<string | null> = [];
  server.use(
    http.post(url, ({ request }) => {
      keys.push(request.headers.get('idempotency-key'));
      return reply(keys.length);
    }),
  );
  return keys;
}

describe('CallOptions.idempotencyKey', () => {
  it('sends the given key instead of the client’s own', async () => {
    const keys = keysOf(CONFIRM, () => HttpResponse.json({ code: '00', data: null }));
    await client().call(repaymentConfirm, confirmPayload, { idempotencyKey: 'kept-key-1' });
    expect(keys).toEqual(['kept-key-1']);
  });

  it('repeats the same key after a lost reply, from a new client (a reloaded page)', async () => {
    const keys = keysOf(CONFIRM, (n) =>
      n === 1 ? HttpResponse.error() : HttpResponse.json({ code: '00', data: null }),
    );
    await expect(
      client().call(repaymentConfirm, confirmPayload, { idempotencyKey: 'kept-key-2' }),
    ).rejects.toBeInstanceOf(NetworkError);
    // The page reloads: a fresh client, the key read back from where the page kept it.
    await client().call(repaymentConfirm, confirmPayload, { idempotencyKey: 'kept-key-2' });
    expect(keys).toEqual(['kept-key-2', 'kept-key-2']);
  });

  it('still joins a call in flight: a double tap with a kept key sends one request', async () => {
    const keys = keysOf(COMMIT, async () => {
      await delay(30);
      return HttpResponse.json({ code: '00', data: { needValid: 1, repayRecordId: 'RR9' } });
    });
    const api = client();
    const payload = { amount: '100', cardId: 'c1', orderId: 1, sendMsg: 0 };
    const [a, b] = await Promise.all([
      api.call(repaymentCommit, payload, { idempotencyKey: 'tap-key' }),
      api.call(repaymentCommit, payload, { idempotencyKey: 'tap-key' }),
    ]);
    expect(keys).toEqual(['tap-key']);
    expect(a).toEqual({ needsCode: true, recordId: 'RR9' });
    expect(b).toBe(a);
  });

  it('leaves the client’s own keys alone: without the option a retry keeps the registry’s key', async () => {
    let n = 0;
    const intents = createIntentRegistry(() => `own-${++n}`);
    const api = createApiClient({
      config: { apiOrigin: ORIGIN, generalBase: '/gateway' },
      page: readPageContext(''),
      intents,
    });
    const keys = keysOf(CONFIRM, (i) =>
      i === 1 ? HttpResponse.error() : HttpResponse.json({ code: '00', data: null }),
    );
    await expect(api.call(repaymentConfirm, confirmPayload)).rejects.toBeInstanceOf(NetworkError);
    // A call with its own key neither uses nor disturbs the registry's key for the same intent.
    await api.call(repaymentConfirm, confirmPayload, { idempotencyKey: 'page-key' });
    await api.call(repaymentConfirm, confirmPayload);
    expect(keys).toEqual(['own-1', 'page-key', 'own-1']);
  });

  it('is sent on any call that is given one, and on none that is not', async () => {
    const keys = keysOf(`${ORIGIN}/api/v1/youmi/youmi-api/service/loan/repayment-way`, () =>
      HttpResponse.json({ code: '00', data: { alipay: 0, repayToken: 't', bankCards: [] } }),
    );
    const api = client();
    const { repaymentWay } = await import('./endpoints/repay');
    await api.call(repaymentWay, { orderId: 1 });
    await api.call(repaymentWay, { orderId: 1 }, { idempotencyKey: 'k' });
    expect(keys).toEqual([null, 'k']);
  });

  it('newIdempotencyKey makes a fresh key each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/\S{8,}/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
