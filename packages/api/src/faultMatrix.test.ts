// Every endpoint × every way a call can fail → the right typed error. Generated from the endpoint table,
// so a new endpoint is covered the moment it is added.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createApiClient } from './client';
import { readPageContext } from './commonParams';
import type { Endpoint } from './endpoint';
import { endpoints } from './endpoints';
import { ApiError, MalformedResponseError, NetworkError, TimeoutError } from './errors';

const ORIGIN = 'https://api.test';
const config = { apiOrigin: ORIGIN, generalBase: '/gateway' };
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const failureEnvelope = (ep: Endpoint) =>
  ep.success === 'flag'
    ? { success: false, code: 'E1', message: 'Server says no' }
    : { code: ep.success === 'zero' ? 1001 : '01', message: 'Server says no' };

const faults = [
  { name: 'network error', error: NetworkError, reply: () => HttpResponse.error() },
  {
    name: 'timeout',
    error: TimeoutError,
    reply: async () => {
      await delay(1000);
      return HttpResponse.json({});
    },
  },
  {
    name: 'HTTP 500',
    error: ApiError,
    reply: () => new HttpResponse('Internal Server Error', { status: 500 }),
  },
  {
    name: 'code ≠ success',
    error: ApiError,
    reply: (ep: Endpoint) => HttpResponse.json(failureEnvelope(ep)),
  },
  {
    name: 'malformed body',
    error: MalformedResponseError,
    reply: () => new HttpResponse('<html>proxy login</html>'),
  },
] as const;

const table = Object.values(endpoints) as Endpoint[];
const cases = table.flatMap((ep) => faults.map((fault) => [ep.name, fault.name, ep, fault] as const));

describe(`fault matrix: ${table.length} endpoints × ${faults.length} faults`, () => {
  it.each(cases)('%s × %s', async (_name, _fault, ep, fault) => {
    const base = ep.base === 'general' ? config.generalBase : '';
    server.use(http.all(`${ORIGIN}${base}${ep.path}`, () => fault.reply(ep)));
    const client = createApiClient({ config, page: readPageContext(''), timeoutMs: 40 });
    const error = await client.call(ep, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(fault.error);
    expect((error as Error).message).toContain(ep.name);
    if (fault.name === 'code ≠ success') expect((error as ApiError).serverMessage).toBe('Server says no');
  });
});
