import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { createApiClient } from './client';
import { readPageContext } from './commonParams';
import { defineEndpoint } from './endpoint';
import { loanDetails, loanPush } from './endpoints/loan';
import { NetworkError, TimeoutError } from './errors';
import { pageReads } from './pageReads';
import { endpoints } from './endpoints';

// Render-as-you-fetch: the app starts a page's first read before the page's code has arrived; the page's
// own call then takes that reply instead of asking again.
const ORIGIN = 'https://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const page = readPageContext('?tok=t0k&lang=1&productId=5&orderId=77');
const client = () => createApiClient({ config: { apiOrigin: ORIGIN, generalBase: '/gateway' }, page });

const detailsPath = `${ORIGIN}/gateway${pageReads.loanDetails.path}`;
const details = (orderStatus: number) =>
  HttpResponse.json({ code: 0, message: '', data: { orderStatus, userOrderDetail: { detail: [] } } });

/** Counts the requests for loan details; each answers with the next status. */
function countDetails(wait = 0) {
  const seen: string[] = [];
  server.use(
    http.post(detailsPath, async ({ request }) => {
      seen.push(await request.text());
      if (wait) await delay(wait);
      return details(seen.length === 1 ? 174 : 200);
    }),
  );
  return seen;
}

/** Loan details whose first connection fails and whose next one answers (174); counts the requests. */
function failFirstDetails() {
  let calls = 0;
  server.use(
    http.post(detailsPath, () => {
      calls += 1;
      return calls === 1 ? HttpResponse.error() : details(174);
    }),
  );
  return () => calls;
}

describe('prefetching a page read', () => {
  it('sends one request: the page call takes the reply that is already on its way', async () => {
    const seen = countDetails(50);
    const api = client();
    api.prefetch(pageReads.loanDetails, { productId: '5', orderId: '77' });
    const order = await api.call(loanDetails, { productId: '5', orderId: '77' });
    expect(order.status).toBe(174);
    expect(seen).toEqual(['productId=5&orderId=77']);
  });

  it('matches once the page ids are filled in, whether the caller names them or not', async () => {
    const seen = countDetails();
    const api = client();
    api.prefetch(pageReads.loanDetails, {});
    await api.call(loanDetails, { productId: undefined, orderId: '77' });
    expect(seen).toHaveLength(1);
  });

  it('is taken once: a retry asks the server again', async () => {
    const seen = countDetails();
    const api = client();
    api.prefetch(pageReads.loanDetails);
    expect((await api.call(loanDetails)).status).toBe(174);
    expect((await api.call(loanDetails)).status).toBe(200);
    expect(seen).toHaveLength(2);
  });

  it('is not taken by a call for something else', async () => {
    const seen = countDetails();
    const api = client();
    api.prefetch(pageReads.loanDetails, { orderId: '1' });
    await api.call(loanDetails, { orderId: '2' });
    expect(seen).toEqual(['orderId=1&productId=5', 'orderId=2&productId=5']);
  });

  it('is forgotten once the borrower moves on (dropPrefetched)', async () => {
    const seen = countDetails();
    const api = client();
    api.prefetch(pageReads.loanDetails);
    await delay(20);
    api.dropPrefetched();
    expect((await api.call(loanDetails)).status).toBe(200);
    expect(seen).toHaveLength(2);
  });

  it('hands a failed prefetch to the page as its error, and the retry goes out', async () => {
    const calls = failFirstDetails();
    const api = client();
    api.prefetch(pageReads.loanDetails);
    await expect(api.call(loanDetails)).rejects.toBeInstanceOf(NetworkError);
    await expect(api.call(loanDetails)).resolves.toMatchObject({ status: 174 });
    expect(calls()).toBe(2);
  });

  it('survives a page that gives up and comes back (strict mode): still one request', async () => {
    const seen = countDetails(50);
    const api = client();
    api.prefetch(pageReads.loanDetails);
    const first = new AbortController();
    const gaveUp = api.call(loanDetails, {}, { signal: first.signal });
    first.abort();
    await expect(gaveUp).rejects.toMatchObject({ cancelled: true });
    await expect(gaveUp).rejects.toBeInstanceOf(TimeoutError);
    expect((await api.call(loanDetails, {}, { signal: new AbortController().signal })).status).toBe(174);
    expect(seen).toHaveLength(1);
  });

  it('never sends a money or submit call ahead of its tap', async () => {
    const pushPath = `${ORIGIN}/gateway${loanPush.path}`;
    let pushes = 0;
    server.use(
      http.post(pushPath, () => {
        pushes += 1;
        return HttpResponse.json({ code: 0, message: '', data: { lendDetailsUrl: 'https://x.test/' } });
      }),
    );
    const api = client();
    const payload = { amount: '1500', periods: 3, termUnit: 1, productId: '5' };
    api.prefetch(loanPush, payload);
    await api.call(loanPush, payload);
    expect(pushes).toBe(1);
  });

  it('never prefetches an upload (a multipart body)', async () => {
    const upload = defineEndpoint({
      name: 'upload',
      method: 'POST',
      path: '/upload',
      base: 'root',
      body: 'multipart',
      success: 'doubleZero',
      data: v.unknown(),
    });
    let sent = 0;
    server.use(
      http.post(`${ORIGIN}/upload`, () => {
        sent += 1;
        return HttpResponse.json({ code: '00', data: null });
      }),
    );
    client().prefetch(upload, { file: 'x' });
    await delay(20);
    expect(sent).toBe(0);
  });
});

/** React's thenable fields, which the client sets on a reply it already holds. */
const statusOf = (promise: Promise<unknown>) => (promise as Promise<unknown> & { status?: string }).status;

describe('a reply already in when the page asks (its first render draws it)', () => {
  it('comes back settled, saying so: its data readable at once, still one request', async () => {
    const seen = countDetails();
    const api = client();
    api.prefetch(pageReads.loanDetails);
    await api.prefetchedIn();
    const call = api.call(loanDetails, {}, { signal: new AbortController().signal });
    expect(call).toMatchObject({ status: 'fulfilled', value: { status: 174 } });
    expect((await call).status).toBe(174);
    expect(seen).toHaveLength(1);
  });

  it('a reply in that does not read (malformed) comes back settled as the same typed error', async () => {
    server.use(http.post(detailsPath, () => HttpResponse.json({ code: 0, data: { orderStatus: 'x' } })));
    const api = client();
    api.prefetch(pageReads.loanDetails);
    await api.prefetchedIn();
    const call = api.call(loanDetails);
    expect(statusOf(call)).toBe('rejected');
    await expect(call).rejects.toMatchObject({ name: 'MalformedResponseError' });
  });

  it('a connection that failed before the page asked comes back settled as its network error; Try again goes out', async () => {
    const calls = failFirstDetails();
    const api = client();
    api.prefetch(pageReads.loanDetails);
    await api.prefetchedIn();
    const call = api.call(loanDetails);
    expect(statusOf(call)).toBe('rejected');
    await expect(call).rejects.toBeInstanceOf(NetworkError);
    await expect(api.call(loanDetails)).resolves.toMatchObject({ status: 174 });
    expect(calls()).toBe(2);
  });

  it('is pending, as before, while the reply is still on its way; and a retry goes out afresh', async () => {
    const seen = countDetails(50);
    const api = client();
    api.prefetch(pageReads.loanDetails);
    const call = api.call(loanDetails);
    expect(statusOf(call)).toBeUndefined();
    expect((await call).status).toBe(174);
    const retry = api.call(loanDetails);
    expect(statusOf(retry)).toBeUndefined();
    expect((await retry).status).toBe(200);
    expect(seen).toHaveLength(2);
  });

  it('prefetchedIn waits for every reply held, a failed one too, and never fails', async () => {
    let answer: () => void = () => undefined;
    server.use(
      http.post(
        detailsPath,
        () => new Promise<Response>((resolve) => (answer = () => resolve(details(174)))),
      ),
      http.post(`${ORIGIN}/gateway${pageReads.extensionDetail.path}`, () => HttpResponse.error()),
    );
    const api = client();
    api.prefetch(pageReads.loanDetails);
    api.prefetch(pageReads.extensionDetail);
    let inAll = false;
    void api.prefetchedIn().then(() => (inAll = true));
    await delay(30);
    expect(inAll).toBe(false);
    answer();
    await expect(api.prefetchedIn()).resolves.toBeUndefined();
    expect(inAll).toBe(true);
    expect(statusOf(api.call(loanDetails))).toBe('fulfilled');
  });
});

describe('page reads', () => {
  it.each(Object.entries(pageReads))('%s is where its endpoint is', (key, address) => {
    const endpoint = (endpoints as Record<string, { name: string; path: string; method: string }>)[key];
    expect(endpoint).toMatchObject(address);
  });
});
