// The mock backend's record of effects: one entry per thing it did, none for a request answered from the
// idempotency memo or refused; it survives a snapshot (a reload of the demo app).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createApiClient } from '../client';
import { readPageContext } from '../commonParams';
import { createApi } from '../endpoints';
import { effectsOf } from './effects';
import { createMockStore, handlersFor, type MockStore } from './index';

const config = { apiOrigin: 'https://api.test', generalBase: '/gateway' };
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function backend(scenario = 'market:IN', store: MockStore = createMockStore({ market: 'IN' })) {
  server.use(...handlersFor(scenario, store));
  const api = () => createApi(createApiClient({ config, page: readPageContext('?dId=d&tok=t&lang=1') }));
  const kinds = () => store.data.effects.map((e) => `${e.kind} ${e.subject}`);
  return { store, api, kinds };
}

describe('record of effects', () => {
  it('a card repayment: the record opened, then the payment; a retried confirm with its key adds nothing', async () => {
    const { api, store, kinds } = backend();
    const plan = await api().instalmentPlan({ productId: 1, orderId: 10001 });
    const way = await api().repaymentWay({ orderId: 10001 });
    const amount = plan.pending[0]!.totalAmount;
    const commit = await api().repaymentCommit(
      { amount, card: way.bankCards[0]!, orderId: 10001, repayToken: way.repayToken },
      { idempotencyKey: 'c1' },
    );
    const confirm = { orderId: 10001, verifyCode: store.smsCode, recordId: commit.recordId };
    await expect(api().repaymentConfirm({ ...confirm, verifyCode: '000000' })).rejects.toMatchObject({
      code: '800006',
    });
    await api().repaymentConfirm(confirm, { idempotencyKey: 'p1' });
    await api().repaymentConfirm(confirm, { idempotencyKey: 'p1' });
    // Reads and refusals are no effects; the memo's answer is none either.
    expect(kinds()).toEqual([`repayment-record ${commit.recordId}`, `payment ${commit.recordId}`]);
    expect(store.data.effects.map((e) => e.idempotencyKey)).toEqual(['c1', 'p1']);
    expect(store.data.effects[0]!.detail).toMatchObject({ orderId: '10001' });
  });

  it('a loan pushed, a payment code, a complaint with its photo, scores and a registration', async () => {
    const { api, store, kinds } = backend();
    const pushed = await api().loanPush({ productId: 1, amount: 5000, periods: 7 } as never);
    const orderId = /orderId=(\d+)/.exec(pushed.lendDetailsUrl)![1]!;
    await api().virtualAccount({ orderId: 10001, amount: '1818', payType: 2, payCode: 'ALFAMART' } as never);
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
    await api().problemImageUpload({ problemImage: photo } as never);
    const uploaded = { url: store.data.uploads[0]! };
    await api().problemSave({
      problemType: '2',
      problemDetail: 'Charged twice',
      problemImage: [uploaded.url],
      orderNo: 'LN2025060210001',
    } as never);
    const saved = { problemId: store.data.complaints.at(-1)!.problemId };
    await api().problemScore({ problemId: saved.problemId, score: 4 } as never);
    await api().loanScore({ orderId, score: 5 } as never);
    await api().promotionRegister({
      phone: '9123456780',
      capcode: store.captchaText,
      smsCode: store.smsCode,
    } as never);
    expect(kinds()).toEqual([
      `loan-push ${orderId}`,
      `payment-code 10001`,
      `complaint-photo ${uploaded.url}`,
      `complaint ${saved.problemId}`,
      `complaint-score ${saved.problemId}`,
      `loan-score ${orderId}`,
      `registration 9123456780`,
    ]);
    expect(store.data.effects.find((e) => e.kind === 'complaint')!.detail).toMatchObject({
      text: 'Charged twice',
      images: uploaded.url,
    });
    expect(store.data.effects.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('a rating whose reply was lost, tried again, is saved once (chaos seeds 4 and 5, complaint-rating)', async () => {
    const { api, kinds } = backend('market:IN,lost-reply:save-score,lost-reply:google-score');
    const client = api();
    const rate = () => client.problemScore({ problemId: '5001', score: 4 } as never);
    await expect(rate()).rejects.toMatchObject({ name: 'NetworkError' });
    await rate();
    const rateLoan = () => client.loanScore({ orderId: '10001', score: 5 } as never);
    await expect(rateLoan()).rejects.toMatchObject({ name: 'NetworkError' });
    await rateLoan();
    expect(kinds()).toEqual(['complaint-score 5001', 'loan-score 10001']);
  });

  it('is kept in a snapshot, so a reload of the demo app keeps the record', async () => {
    const { api, store } = backend();
    await api().loanPush({ productId: 1, amount: 5000, periods: 7 } as never);
    const restored = createMockStore();
    expect(restored.restore(store.snapshot())).toBe(true);
    expect(restored.for('IN').effects).toEqual(store.data.effects);
  });

  it('maps only successful work: reads and unknown endpoints are no effects', () => {
    expect(effectsOf('loan-details', {}, {})).toEqual([]);
    expect(
      effectsOf('repayment-commit', { orderId: '1', amount: '10' }, { repayRecordId: 'R1', needValid: 0 }),
    ).toEqual([
      { kind: 'repayment-record', subject: 'R1', detail: { orderId: '1', amount: '10' } },
      { kind: 'payment', subject: 'R1', detail: { orderId: '1', amount: '10' } },
    ]);
  });
});
