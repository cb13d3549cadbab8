// Generated from the endpoint table: every endpoint has a default mock the real client parses, in both
// markets, and every fault a scenario can select ends in the right typed error. A new endpoint in the
// table is checked here the moment it is added.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createApiClient } from '../client';
import { readPageContext } from '../commonParams';
import type { Endpoint, Payload } from '../endpoint';
import { endpoints } from '../endpoints';
import { ApiError, MalformedResponseError, NetworkError, TimeoutError } from '../errors';
import {
  createMockStore,
  emptiableEndpoints,
  endpointPattern,
  handlersFor,
  mockHandlers,
  MockScenarioError,
  unmockedEndpoints,
  type MockStore,
} from './index';
import type { MockMarket } from './market';

const config = { apiOrigin: 'https://api.test', generalBase: '/gateway' };
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = (timeoutMs?: number) =>
  createApiClient({ config, page: readPageContext('?dId=dev-1&tok=t0k&aVer=3.4.0'), timeoutMs });

/** What most calls send; endpoints that need more get their own payload below. */
const SAMPLE: Payload = {
  productId: '1',
  orderId: '10001',
  orderNo: 'LN2025060210001',
  problemId: '5001',
  scene: 1,
  pid: 0,
  templateId: 8,
  position: 0,
  score: 5,
};

/** Payloads a mock needs to answer with success (it enforces the backend's rules). */
const PAYLOADS: Record<string, (store: MockStore) => Payload> = {
  'product-apply': () => ({ product_id: 1, module_id: 301, scene: 1 }),
  'generate-vcode': () => ({ ...SAMPLE, amount: '522750', pay_type: 2, payCode: 'ALFAMART', is_default: 1 }),
  'repayment-commit': () => ({
    orderId: '10001',
    amount: '99999999',
    cardId: 'card-1',
    repayToken: 'rt-1',
    sendMsg: 0,
  }),
  'repayment-confirm': (store) => {
    store.data.repayments.set('RR-T', {
      recordId: 'RR-T',
      orderId: '10001',
      amount: 1,
      cardId: 'card-1',
      paid: false,
    });
    return { orderId: '10001', verifyCode: store.smsCode, repaymentRecordId: 'RR-T' };
  },
  'repayment-huichao': () => ({ userId: 7, orderId: '10001', amount: '522750' }),
  'bind-card': () => ({ orderId: '10001', bankCode: '014', bankName: 'BCA', cardNo: '4111111111111111' }),
  'problem-save': () => ({
    problemType: 2,
    problemDetail: 'Status belum berubah.',
    orderNo: 'LN2025060210001',
  }),
  'upload-problem-img': () => ({ problemImage: new Blob(['<svg/>'], { type: 'image/svg+xml' }) }),
  'promotion-get-sms': (store) => ({ phone: '081299990000', capcode: store.captchaText, sid: 'sid-1' }),
  'promotion-register': (store) => ({
    phone: '081299990001',
    capcode: store.captchaText,
    sid: 'sid-1',
    smsCode: store.smsCode,
    id: 8,
  }),
};

const table = Object.values(endpoints) as Endpoint[];
const payloadFor = (ep: Endpoint, store: MockStore) => PAYLOADS[ep.name]?.(store) ?? SAMPLE;

describe('mock coverage', () => {
  it('answers every endpoint in the table', () => {
    expect(unmockedEndpoints()).toEqual([]);
  });
});

describe.each<MockMarket>(['ID', 'IN'])(
  `default mock of each of ${table.length} endpoints (%s)`,
  (market) => {
    it.each(table.map((ep) => [ep.name, ep] as const))('%s parses', async (_name, ep) => {
      const store = createMockStore({ market });
      server.use(...handlersFor('', store));
      const data: unknown = await client().call(ep, payloadFor(ep, store));
      expect(store.calls.map((c) => c.endpoint)).toEqual([ep.name]);
      // No remote URLs: links lead to the app's own origin; images are data URIs or local files.
      for (const url of JSON.stringify(data ?? null).match(/[a-z][a-z0-9+.-]*:\/\/[^"\s]*/gi) ?? []) {
        expect(url).toMatch(/^https:\/\/api\.test\//);
      }
    });
  },
);

describe('empty lists', () => {
  const emptiable = table.filter((ep) => emptiableEndpoints().has(ep.name));
  it.each(emptiable.map((ep) => [ep.name, ep] as const))(
    'empty:%s parses, with its lists empty',
    async (_n, ep) => {
      const store = createMockStore();
      server.use(...handlersFor(`empty:${ep.name}`, store));
      const data: unknown = await client().call(ep, payloadFor(ep, store));
      expect(JSON.stringify(data)).toMatch(/\[\]/);
    },
  );

  it('refuses empty: for an endpoint with no list', () => {
    expect(() => handlersFor('empty:event-save')).toThrow(MockScenarioError);
  });
});

const faults = [
  { kind: 'network-error', error: NetworkError },
  { kind: 'server-error', error: ApiError },
  { kind: 'code', error: ApiError },
  { kind: 'malformed', error: MalformedResponseError },
  { kind: 'slow', error: TimeoutError },
] as const;

describe(`scenario faults: ${table.length} endpoints × ${faults.length} kinds`, () => {
  const cases = table.flatMap((ep) => faults.map((f) => [ep.name, f.kind, ep, f] as const));
  it.each(cases)('%s × %s', async (name, kind, ep, fault) => {
    const store = createMockStore();
    const scenario =
      kind === 'code'
        ? `code:${name}:1001:Pesanan tidak ditemukan`
        : kind === 'slow'
          ? `slow:${name}:200`
          : `${kind}:${name}`;
    server.use(...handlersFor(scenario, store));
    const error = await client(kind === 'slow' ? 40 : undefined)
      .call(ep, payloadFor(ep, store))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(fault.error);
    expect((error as Error).message).toContain(name);
    if (kind === 'code') {
      expect(error).toMatchObject({ code: 1001, serverMessage: 'Pesanan tidak ditemukan' });
    }
    if (kind === 'server-error') expect((error as ApiError).status).toBe(500);
  });
});

describe('a fault on one endpoint', () => {
  it('leaves the others answering normally', async () => {
    server.use(...handlersFor('network-error:loan-details'));
    await expect(client().call(endpoints.loanDetails, SAMPLE)).rejects.toBeInstanceOf(NetworkError);
    await expect(client().call(endpoints.loanConfirm, SAMPLE)).resolves.toMatchObject({
      productName: 'Dana Kilat',
    });
  });

  it('applies to every endpoint with * or no endpoint', async () => {
    server.use(...handlersFor('server-error'));
    await expect(client().call(endpoints.loanConfirm, SAMPLE)).rejects.toMatchObject({ status: 500 });
    server.use(...handlersFor('code:*:E42'));
    await expect(client().call(endpoints.problemList, {})).rejects.toMatchObject({ code: 'E42' });
  });

  it('gives a failure code a default message in the market language', async () => {
    server.use(...handlersFor('code:loan-details:1001,market:IN'));
    await expect(client().call(endpoints.loanDetails, SAMPLE)).rejects.toMatchObject({
      code: 1001,
      serverMessage: 'The service is busy, please try again later.',
    });
  });

  it('sends a failure message written in both languages in the market language', async () => {
    const scenario = 'code:loan-details:1001:Order not found|Pesanan tidak ditemukan';
    server.use(...handlersFor(`${scenario},market:IN`));
    await expect(client().call(endpoints.loanDetails, SAMPLE)).rejects.toMatchObject({
      serverMessage: 'Order not found',
    });
    server.use(...handlersFor(`${scenario},market:ID`));
    await expect(client().call(endpoints.loanDetails, SAMPLE)).rejects.toMatchObject({
      serverMessage: 'Pesanan tidak ditemukan',
    });
  });

  it('is slow but succeeds when the client waits long enough', async () => {
    server.use(...handlersFor('slow:recommend-product-list:60'));
    const started = Date.now();
    await expect(client().call(endpoints.recommendProducts, SAMPLE)).resolves.toHaveLength(5);
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('combines slow with another fault on the same endpoint', async () => {
    server.use(...handlersFor('slow:loan-details:30,code:loan-details:7'));
    await expect(client().call(endpoints.loanDetails, SAMPLE)).rejects.toMatchObject({ code: 7 });
  });
});

describe('handler URLs', () => {
  it('answer on any origin, under the configured base segment', async () => {
    const store = createMockStore();
    server.use(...handlersFor('', store));
    const elsewhere = createApiClient({
      config: { apiOrigin: 'http://10.0.2.2:8080', generalBase: '/gateway' },
      page: readPageContext(''),
    });
    await expect(elsewhere.call(endpoints.loanDetails, SAMPLE)).resolves.toMatchObject({ status: 174 });
  });

  it('follow a configured base segment', async () => {
    server.use(...mockHandlers({ generalBase: '/h5-gw' }));
    const moved = createApiClient({
      config: { ...config, generalBase: '/h5-gw' },
      page: readPageContext(''),
    });
    await expect(moved.call(endpoints.loanDetails, SAMPLE)).resolves.toMatchObject({ status: 174 });
  });

  it('match the whole path, so a path that only ends like an endpoint is not answered', () => {
    const pattern = endpointPattern(endpoints.problemDetail, '/gateway');
    expect(pattern.test('https://api.test/user-problem/problem-detail')).toBe(true);
    expect(pattern.test('http://localhost:5173/user-problem/problem-detail')).toBe(true);
    expect(pattern.test('https://api.test/h5-api/v3/user-problem/problem-detail')).toBe(false);
    expect(
      endpointPattern(endpoints.loanDetails, '/gateway').test('https://x.test/v3/loan-details/loan-details'),
    ).toBe(false);
    expect(
      endpointPattern(endpoints.loanDetails, '').test('https://x.test/v3/loan-details/loan-details'),
    ).toBe(true);
  });
});
