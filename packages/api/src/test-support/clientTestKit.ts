import { afterAll, afterEach, beforeAll } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { createApiClient } from '../client';
import { readPageContext } from '../commonParams';
import { defineEndpoint } from '../endpoint';

export const ORIGIN = 'https://api.test';

export const page = readPageContext('?dId=dev-1&tok=t0k&aVer=3.4.0&lang=1&spits=S1&swift=W1&orderId=77');

export const echo = defineEndpoint({
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
export const echoGet = { ...echo, name: 'echo-get', method: 'GET' as const, success: 'zero' as const };
export const ok00 = () => HttpResponse.json({ code: '00', message: '', data: { ok: true } });

/**
 * What the client tests share: an MSW server that fails on any unhandled request (started, reset and
 * closed around the file's tests), clients on it, and a handler that captures requests. Call it once at
 * the top level of a test file.
 */
export function clientTestKit() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  const client = (timeoutMs?: number) =>
    createApiClient({ config: { apiOrigin: ORIGIN, generalBase: '/gateway' }, page, timeoutMs });

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

  return { server, client, capture };
}
