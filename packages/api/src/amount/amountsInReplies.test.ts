// Every amount field of a reply goes through the market-aware reader: a grouped amount is read exactly in
// its market and is a malformed reply (the page's load error) where it is ambiguous.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createApiClient } from '../client';
import { readPageContext } from '../commonParams';
import type { Endpoint } from '../endpoint';
import { MalformedResponseError } from '../errors';
import { loanConfirm } from '../endpoints/loan';
import { extensionDetail, instalmentPlan, virtualAccount } from '../endpoints/repay';
import type { AmountMarket } from './readAmount';

const ORIGIN = 'https://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const clientIn = (market: AmountMarket) =>
  createApiClient({
    config: { apiOrigin: ORIGIN, generalBase: '/gateway' },
    page: readPageContext(''),
    market,
  });

function serve(ep: Endpoint, data: unknown) {
  const base = ep.base === 'general' ? '/gateway' : '';
  server.use(http.all(`${ORIGIN}${base}${ep.path}`, () => HttpResponse.json({ code: 0, data })));
}

/** Each amount field of the replies, with a reply that carries `value` there, and where to find it read. */
const FIELDS: Array<{
  field: string;
  ep: Endpoint;
  path: string;
  data: (value: unknown) => unknown;
  read: (r: unknown) => string;
}> = [
  {
    field: 'generate-vcode amount',
    ep: virtualAccount,
    path: 'data.amount',
    data: (value: unknown) => ({ amount: value, vcode: '8808', payType: 2, payStep: [] }),
    read: (r: unknown) => (r as { amount: string }).amount,
  },
  {
    field: 'delay-detail delayShouldPayAmount',
    ep: extensionDetail,
    path: 'data.delayShouldPayAmount',
    data: (value: unknown) => ({ delayShouldPayAmount: value }),
    read: (r: unknown) => (r as { feeAmount: string }).feeAmount,
  },
  {
    field: 'loan-play-detail totalAmount',
    ep: instalmentPlan,
    path: 'data.repayPlanDetail.repayWaitDetail.0.totalAmount',
    data: (value: unknown) => ({
      repayPlanDetail: { repayWaitDetail: [{ periodNo: 1, totalAmount: value }], repayYetDetail: [] },
    }),
    read: (r: unknown) => (r as { pending: Array<{ totalAmount: string }> }).pending[0]!.totalAmount,
  },
  {
    field: 'loan-detail-confirm amount',
    ep: loanConfirm,
    path: 'data.amount',
    data: (value: unknown) => ({ productName: 'Kredit', amount: value, periods: 91 }),
    read: (r: unknown) => (r as { amount: string }).amount,
  },
  {
    field: 'loan-detail-confirm repay_plans amount',
    ep: loanConfirm,
    path: 'data.repay_plans.0.amount',
    data: (value: unknown) => ({
      productName: 'Kredit',
      amount: '1500000',
      periods: 91,
      repay_plans: [{ amount: value, pay_time: '2025-09-01' }],
    }),
    read: (r: unknown) => (r as { repayPlans: Array<{ amount: string }> }).repayPlans[0]!.amount,
  },
];

describe.each(FIELDS)('$field', ({ ep, path, data, read }) => {
  it.each([
    ['ID', '1.500.000', '1500000'],
    ['ID', '150.000', '150000'],
    ['ID', 1500000, '1500000'],
    ['IN', '1,50,000.00', '150000.00'],
    ['IN', '1,500,000.50', '1500000.50'],
    ['IN', '1816.67', '1816.67'],
  ] as const)('in %s reads %j as %j', async (market, value, expected) => {
    serve(ep, data(value));
    expect(read(await clientIn(market).call(ep, {}))).toBe(expected);
  });

  it.each([
    ['IN', '150.000'],
    ['IN', '1.500.000'],
    ['ID', '1,5'],
    ['ID', '1.500,50'],
    ['ID', '1,500,000'],
  ] as const)('in %s refuses %j as a malformed reply at its field', async (market, value) => {
    serve(ep, data(value));
    const error = await clientIn(market)
      .call(ep, {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect((error as MalformedResponseError).field).toBe(path);
  });
});

describe("the client's market", () => {
  it('is the one it was given, else the page language (lang=1 India, else Indonesia)', () => {
    expect(clientIn('IN').market).toBe('IN');
    expect(createApiClient({ page: readPageContext('') }).market).toBe('ID');
  });
});
