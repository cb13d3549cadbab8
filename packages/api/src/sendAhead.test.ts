import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createApiClient } from './client';
import { readPageContext } from './commonParams';
import { loanDetails, loanPush } from './endpoints/loan';
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
