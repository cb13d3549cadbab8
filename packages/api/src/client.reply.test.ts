// What the client makes of a reply: success per the endpoint's rule, and each kind of failure.
import { describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { createApiClient } from './client';
import { loanConfirm } from './endpoints/loan';
import { ApiError, MalformedResponseError, NetworkError, TimeoutError } from './errors';
import { clientTestKit, echo, ok00, ORIGIN, page } from './test-support/clientTestKit';

const { server, client, capture } = clientTestKit();

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
