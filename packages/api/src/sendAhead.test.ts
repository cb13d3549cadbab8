import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createApiClient } from './client';
import { readPageContext } from './commonParams';
import { loanDetails, loanPush } from './endpoints/loan';
import { virtualAccount, virtualAccountAddress, virtualAccountPayload } from './endpoints/virtualAccount';
import { NetworkError, TimeoutError } from './errors';
import { pageReads } from './pageReads';
import { sendAhead } from './sendAhead';

// The production page sends its first reads from index.html, before the app's code has arrived; the
// client built later takes those replies for the page's own calls instead of asking again.
const ORIGIN = 'https://api.test';
const location = { apiOrigin: ORIGIN, generalBase: '/gateway' };
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const page = readPageContext('?tok=t0k&lang=1&productId=5&orderId=77&swift=W1');
const detailsPath = `${ORIGIN}/gateway${pageReads.loanDetails.path}`;

/** Counts the requests for loan details (body and the form header); each answers with the next status. */
function countDetails(wait = 0) {
  const seen: string[] = [];
  server.use(
    http.post(detailsPath, async ({ request }) => {
      seen.push(`${await request.text()} swift=${request.headers.get('swift')}`);
      if (wait) await delay(wait);
      const orderStatus = seen.length === 1 ? 174 : 200;
      return HttpResponse.json({
        code: 0,
        message: '',
        data: { orderStatus, userOrderDetail: { detail: [] } },
      });
    }),
  );
  return seen;
}

const clientWith = (sentAhead: ReturnType<typeof sendAhead>, timeoutMs?: number) =>
  createApiClient({ config: location, page, sentAhead, timeoutMs });

describe('reads sent ahead (index.html) and the client that takes them', () => {
  it('sends the request the client would, once: the page call takes the reply already on its way', async () => {
    const seen = countDetails(50);
    const sent = sendAhead(location, page, [[pageReads.loanDetails, {}]]);
    const order = await clientWith(sent).call(loanDetails, { productId: '5', orderId: '77' });
    expect(order.status).toBe(174);
    expect(seen).toEqual(['productId=5&orderId=77 swift=W1']);
  });

  it('is taken once: a retry asks the server again', async () => {
    const seen = countDetails();
    const api = clientWith(sendAhead(location, page, [[pageReads.loanDetails, {}]]));
    expect((await api.call(loanDetails)).status).toBe(174);
    expect((await api.call(loanDetails)).status).toBe(200);
    expect(seen).toHaveLength(2);
  });

  it('is not taken by a call for something else', async () => {
    const seen = countDetails();
    const api = clientWith(sendAhead(location, page, [[pageReads.loanDetails, { orderId: '1' }]]));
    await api.call(loanDetails, { orderId: '2' });
    expect(seen).toEqual(['orderId=1&productId=5 swift=W1', 'orderId=2&productId=5 swift=W1']);
  });

  it('is forgotten once the borrower moves on (dropPrefetched)', async () => {
    const seen = countDetails();
    const api = clientWith(sendAhead(location, page, [[pageReads.loanDetails, {}]]));
    api.dropPrefetched();
    await api.call(loanDetails);
    expect(seen).toHaveLength(2);
  });

  it('never sends a money or submit call ahead, and sends a repeated read once', async () => {
    const seen = countDetails();
    const sent = sendAhead(location, page, [
      [loanPush, { productId: '5' }],
      [pageReads.loanDetails, {}],
      [pageReads.loanDetails, { productId: '5' }],
    ]);
    expect(sent.map((s) => s.endpoint)).toEqual(['loan-details']);
    await sent[0]!.response;
    expect(seen).toEqual(['productId=5&orderId=77 swift=W1']);
  });

  it('a connection that fails reaches the page call as a network error', async () => {
    server.use(http.post(detailsPath, () => HttpResponse.error()));
    const api = clientWith(sendAhead(location, page, [[pageReads.loanDetails, {}]]));
    await expect(api.call(loanDetails)).rejects.toBeInstanceOf(NetworkError);
  });

  it('a reply that never comes ends in the client timeout, counted from when the client took it', async () => {
    server.use(http.post(detailsPath, () => delay('infinite')));
    const api = clientWith(sendAhead(location, page, [[pageReads.loanDetails, {}]]), 40);
    await expect(api.call(loanDetails)).rejects.toBeInstanceOf(TimeoutError);
  });

  it('a page that leaves before the reply puts it back for the next call of the same request', async () => {
    const seen = countDetails(60);
    const api = clientWith(sendAhead(location, page, [[pageReads.loanDetails, {}]]));
    const leaving = new AbortController();
    const first = api.call(loanDetails, {}, { signal: leaving.signal });
    leaving.abort();
    await expect(first).rejects.toBeInstanceOf(TimeoutError);
    expect((await api.call(loanDetails)).status).toBe(174);
    expect(seen).toHaveLength(1);
  });
});

// /that asks for its code as it opens, with no tap: the one intent that may go out ahead of the app.
describe('an intent asked on open (generate-vcode), sent ahead with its own key', () => {
  const codePath = `${ORIGIN}/gateway${virtualAccountAddress.path}`;
  const ask = virtualAccountPayload({ amount: '1500' });
  const codeReply = {
    code: 0,
    message: '',
    data: { amount: '1500', vcode: '8808123', cardNo: 'B1', payType: 2, payCode: 'ALFAMART', payStep: [] },
  };
  /** Counts generate-vcode requests by key; the first `failures` connections fail. */
  function countCodes(failures = 0, wait = 0) {
    const keys: (string | null)[] = [];
    server.use(
      http.post(codePath, async ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        if (wait) await delay(wait);
        return keys.length <= failures ? HttpResponse.error() : HttpResponse.json(codeReply);
      }),
    );
    return keys;
  }
  let n = 0;
  const newKey = () => `ahead-${++n}`;

  it('goes out once: the page call takes its reply, with the key it was sent with', async () => {
    const keys = countCodes(0, 40);
    const sent = sendAhead(location, page, [[virtualAccountAddress, ask]], fetch, newKey);
    expect(sent[0]!.idempotencyKey).toMatch(/^ahead-/);
    const api = clientWith(sent);
    // A second mount asks too while the first is in flight: it joins, nothing more goes out.
    const [a, b] = await Promise.all([api.call(virtualAccount, ask), api.call(virtualAccount, ask)]);
    expect([a.code, b.code]).toEqual(['8808123', '8808123']);
    expect(keys).toEqual([sent[0]!.idempotencyKey]);
  });

  it('a failed connection: Try again repeats that request, same key; the next open is a new code', async () => {
    const keys = countCodes(1);
    const sent = sendAhead(location, page, [[virtualAccountAddress, ask]], fetch, newKey);
    const api = clientWith(sent);
    await expect(api.call(virtualAccount, ask)).rejects.toBeInstanceOf(NetworkError);
    expect((await api.call(virtualAccount, ask)).code).toBe('8808123');
    await api.call(virtualAccount, ask);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(sent[0]!.idempotencyKey);
    expect(keys[2]).not.toBe(sent[0]!.idempotencyKey);
  });

  it('is not taken by a call for another amount, which goes out itself with a key of its own', async () => {
    const keys = countCodes();
    const sent = sendAhead(location, page, [[virtualAccountAddress, ask]], fetch, newKey);
    await clientWith(sent).call(virtualAccount, virtualAccountPayload({ amount: '900' }));
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
  });

  it('is forgotten with the reads once the borrower moves on: a later open asks with a new key', async () => {
    const keys = countCodes();
    const sent = sendAhead(location, page, [[virtualAccountAddress, ask]], fetch, newKey);
    const api = clientWith(sent);
    api.dropPrefetched();
    await api.call(virtualAccount, ask);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(sent[0]!.idempotencyKey);
  });

  it('is the only intent that goes ahead: the call of a tap (loan push) never does', () => {
    const sent = sendAhead(location, page, [[loanPush, { productId: '5' }]], fetch, newKey);
    expect(sent).toEqual([]);
  });
});
