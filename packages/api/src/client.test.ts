import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { createApiClient } from './client';
import { readPageContext } from './commonParams';
import { defineEndpoint } from './endpoint';
import { loanConfirm, loanPush } from './endpoints/loan';
import { ApiError, MalformedResponseError, NetworkError, TimeoutError } from './errors';

const ORIGIN = 'https://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const page = readPageContext('?dId=dev-1&tok=t0k&aVer=3.4.0&lang=1&spits=S1&swift=W1&orderId=77');
const client = (timeoutMs?: number) =>
  createApiClient({ config: { apiOrigin: ORIGIN, generalBase: '/gateway' }, page, timeoutMs });

const echo = defineEndpoint({
  name: 'echo',
  method: 'POST',
  path: '/echo',
  base: 'root',
  success: 'doubleZero',
  data: v.pipe(
    v.object({ ok: v.boolean() }),
    v.transform((d) => d.ok),
  ),
});
const echoGet = { ...echo, name: 'echo-get', method: 'GET' as const, success: 'zero' as const };
const ok00 = () => HttpResponse.json({ code: '00', message: '', data: { ok: true } });

/** Captures the one request a handler receives. */
function capture(method: 'get' | 'post', path: string, reply: () => Response = ok00) {
  const seen: Request[] = [];
  server.use(
    http[method](`${ORIGIN}${path}`, ({ request }) => {
      seen.push(request.clone());
      return reply();
    }),
  );
  return seen;
}

describe('on the wire', () => {
  it('appends the common params and sends a form-encoded POST with the form headers', async () => {
    const seen = capture('post', '/echo');
    await expect(client().call(echo, { amount: 1500, note: 'a b' })).resolves.toBe(true);
    const request = seen[0]!;
    const url = new URL(request.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({ dId: 'dev-1', tok: 't0k', aVer: '3.4.0' });
    expect(request.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(await request.text()).toBe('amount=1500&note=a+b');
    expect(request.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(request.headers.get('swift')).toBe('W1');
    expect(request.headers.get('eyes')).toBe('');
    expect(request.headers.has('spits')).toBe(false);
  });

  it('merges a GET payload into the query and sends the JSON headers', async () => {
    const seen = capture('get', '/echo', () => HttpResponse.json({ code: 0, data: { ok: true } }));
    await client().call(echoGet, { pid: 0, orderNo: 'A1' });
    const url = new URL(seen[0]!.url);
    expect(url.searchParams.get('pid')).toBe('0');
    expect(url.searchParams.get('orderNo')).toBe('A1');
    expect(url.searchParams.get('tok')).toBe('t0k');
    expect(seen[0]!.headers.get('spits')).toBe('S1');
    expect(seen[0]!.headers.get('beech')).toBe('');
  });

  it('prefixes the general base segment only for general endpoints', async () => {
    const seen = capture('post', '/gateway/v3/loan-confirm/loan-detail-push', () =>
      HttpResponse.json({ code: 0, data: { lendDetailsUrl: 'https://x.test/d' } }),
    );
    await client().call(loanPush, { productId: 1 });
    expect(new URL(seen[0]!.url).pathname).toBe('/gateway/v3/loan-confirm/loan-detail-push');
  });

  it('sends the image upload as multipart with the file', async () => {
    const upload = { ...echo, name: 'upload', body: 'multipart' as const };
    const seen = capture('post', '/echo');
    await client().call(upload, { problemImage: new File(['png-bytes'], 'ktp.png', { type: 'image/png' }) });
    expect(seen[0]!.headers.get('content-type')).toContain('multipart/form-data');
    const form = await seen[0]!.formData();
    const file = form.get('problemImage') as File;
    expect(file.name).toBe('ktp.png');
    expect(await file.text()).toBe('png-bytes');
  });

  it('takes the ids an endpoint needs from the page when the caller gives none', async () => {
    const seen = capture('post', '/echo');
    await client().call({ ...echo, pageIds: ['orderId', 'productId'] }, { productId: 5 });
    expect(await seen[0]!.text()).toBe('productId=5&orderId=77');
  });

  it('leaves out empty payload values', async () => {
    const seen = capture('post', '/echo');
    await client().call(echo, { a: undefined, b: null, c: 0 });
    expect(await seen[0]!.text()).toBe('c=0');
  });
});

describe('success and failure', () => {
  it.each([
    ['zero', { code: 0 }, true],
    ['zero', { code: '0' }, true],
    ['zero', { code: '00' }, false],
    ['doubleZero', { code: '00' }, true],
    ['doubleZero', { code: 0 }, false],
    ['flag', { success: true }, true],
    ['flag', { success: false, code: 5 }, false],
  ] as const)('pinned by the spec, rule %s with %j succeeds: %s', async (success, envelope, succeeds) => {
    capture('post', '/echo', () => HttpResponse.json({ ...envelope, message: 'nope', data: { ok: true } }));
    const result = client().call({ ...echo, success, successPinned: true }, {});
    if (succeeds) await expect(result).resolves.toBe(true);
    else await expect(result).rejects.toBeInstanceOf(ApiError);
  });

  // A call whose code the spec does not pin: 0 and '00' (and success: true where sent), never another code.
  it.each([
    ['doubleZero', { code: 0 }, true],
    ['doubleZero', { code: '0' }, true],
    ['zero', { code: '00' }, true],
    ['zero', { code: '00', success: true }, true],
    ['zero', { success: true }, true],
    ['doubleZero', { code: '00', success: false }, false],
    ['zero', { code: 0, success: 'false' }, false],
    ['zero', { code: 1 }, false],
    ['doubleZero', { code: '01' }, false],
    ['zero', { code: -1, success: true }, false],
    ['zero', { code: '000' }, false],
    ['zero', { code: 800006 }, false],
    ['zero', { success: false }, false],
  ] as const)('not pinned, rule %s with %j succeeds: %s', async (success, envelope, succeeds) => {
    capture('post', '/echo', () => HttpResponse.json({ ...envelope, message: 'nope', data: { ok: true } }));
    const result = client().call({ ...echo, success }, {});
    if (succeeds) await expect(result).resolves.toBe(true);
    else await expect(result).rejects.toBeInstanceOf(ApiError);
  });

  it('a general-client call is pinned to code 0 (spec 7): "00" is not its success', async () => {
    capture('post', '/gateway/echo', () =>
      HttpResponse.json({ code: '00', message: 'nope', data: { ok: true } }),
    );
    const result = client().call({ ...echo, base: 'general', success: 'zero' }, {});
    await expect(result).rejects.toBeInstanceOf(ApiError);
  });

  it('a reply with neither code nor success flag is malformed, pinned or not', async () => {
    capture('post', '/echo', () => HttpResponse.json({ message: 'nope', data: { ok: true } }));
    await expect(client().call(echo, {})).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it("turns another code into an ApiError with the server's code and message", async () => {
    capture('post', '/echo', () => HttpResponse.json({ code: '800006', message: 'wrong verification code' }));
    const error = await client()
      .call(echo)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      endpoint: 'echo',
      code: '800006',
      serverMessage: 'wrong verification code',
    });
  });

  it('turns HTTP 500 into an ApiError with the status', async () => {
    capture('post', '/echo', () => new HttpResponse('<html>oops</html>', { status: 500 }));
    const error = await client()
      .call(echo)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, code: 500 });
  });

  it('turns a dropped connection into a NetworkError', async () => {
    capture('post', '/echo', () => HttpResponse.error());
    await expect(client().call(echo)).rejects.toBeInstanceOf(NetworkError);
  });

  it('gives up after the time limit with a TimeoutError', async () => {
    server.use(
      http.post(`${ORIGIN}/echo`, async () => {
        await delay(500);
        return ok00();
      }),
    );
    const error = await client(50)
      .call(echo)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ cancelled: false, timeoutMs: 50 });
  });

  it('asks a timeout given as a function at each call (the demo app scales it once its mock backend runs)', async () => {
    server.use(
      http.post(`${ORIGIN}/echo`, async () => {
        await delay(120);
        return ok00();
      }),
    );
    let scale = 1;
    const scaled = createApiClient({
      config: { apiOrigin: ORIGIN, generalBase: '/gateway' },
      page,
      timeoutMs: () => 1000 * scale,
    });
    await expect(scaled.call(echo)).resolves.toBe(true);
    scale = 0.05;
    await expect(scaled.call(echo)).rejects.toMatchObject({ name: 'TimeoutError', timeoutMs: 50 });
  });

  it('lets the caller cancel', async () => {
    server.use(
      http.post(`${ORIGIN}/echo`, async () => {
        await delay(500);
        return ok00();
      }),
    );
    const controller = new AbortController();
    const pending = client().call(echo, {}, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'TimeoutError', cancelled: true });
  });

  it('names the body when it is not JSON', async () => {
    capture('post', '/echo', () => new HttpResponse('<html>gateway</html>', { status: 200 }));
    await expect(client().call(echo)).rejects.toMatchObject({
      name: 'MalformedResponseError',
      field: 'body',
    });
  });

  it('names the field that does not match the schema', async () => {
    server.use(
      http.post(`${ORIGIN}/gateway/v3/loan-confirm/loan-detail-confirm`, () =>
        HttpResponse.json({
          code: 0,
          data: { productName: 'QuickCash', amount: '8000', periods: 3, repay_plans: [{ amount: 'lots' }] },
        }),
      ),
    );
    const error = await client()
      .call(loanConfirm, { productId: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect((error as MalformedResponseError).field).toBe('data.repay_plans.0.amount');
    expect((error as Error).message).toContain('loan-detail-confirm');
  });

  it('reports a missing code as malformed, not as success', async () => {
    capture('post', '/echo', () => HttpResponse.json({ data: { ok: true } }));
    await expect(client().call(echo)).rejects.toMatchObject({
      name: 'MalformedResponseError',
      field: 'code',
    });
  });
});

describe('money and submit calls', () => {
  it('send one request for five rapid taps, with an Idempotency-Key', async () => {
    const seen: Request[] = [];
    server.use(
      http.post(`${ORIGIN}/gateway/v3/loan-confirm/loan-detail-push`, async ({ request }) => {
        seen.push(request);
        await delay(30);
        return HttpResponse.json({ code: 0, data: { lendDetailsUrl: 'https://x.test/d' } });
      }),
    );
    const api = client();
    const taps = Array.from({ length: 5 }, () => api.call(loanPush, { productId: 12, amount: 8000 }));
    const results = await Promise.all(taps);
    expect(seen).toHaveLength(1);
    expect(results.every((r) => r.lendDetailsUrl === 'https://x.test/d')).toBe(true);
    expect(seen[0]!.headers.get('idempotency-key')).toMatch(/\S{8,}/);
  });

  it('keep the same Idempotency-Key when the borrower retries after a failure, and a new one after success', async () => {
    const keys: string[] = [];
    let fail = true;
    server.use(
      http.post(`${ORIGIN}/gateway/v3/loan-confirm/loan-detail-push`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key') ?? '');
        if (fail) return HttpResponse.error();
        return HttpResponse.json({ code: 0, data: { lendDetailsUrl: 'https://x.test/d' } });
      }),
    );
    const api = client();
    await expect(api.call(loanPush, { productId: 12 })).rejects.toBeInstanceOf(NetworkError);
    fail = false;
    await api.call(loanPush, { productId: 12 });
    await api.call(loanPush, { productId: 12 });
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('do not join calls for different payloads', async () => {
    const seen = capture('post', '/gateway/v3/loan-confirm/loan-detail-push', () =>
      HttpResponse.json({ code: 0, data: { lendDetailsUrl: 'https://x.test/d' } }),
    );
    const api = client();
    await Promise.all([api.call(loanPush, { productId: 1 }), api.call(loanPush, { productId: 2 })]);
    expect(seen).toHaveLength(2);
  });
});
