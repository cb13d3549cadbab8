// Money and submit calls: joined double taps and their Idempotency-Key.
import { describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { loanPush } from './endpoints/loan';
import { NetworkError } from './errors';
import { clientTestKit, ORIGIN } from './test-support/clientTestKit';

const { server, client, capture } = clientTestKit();

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
