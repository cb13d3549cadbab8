// The mock backend answers a repeated Idempotency-Key with its first answer (no second charge), and
// `lost-reply:<endpoint>[:<count>]` loses replies after the work is done: what a dropped connection does to a
// payment. Through the real client, as a page container calls it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createApiClient } from '../client';
import { readPageContext } from '../commonParams';
import { createApi } from '../endpoints';
import { NetworkError } from '../errors';
import { createMockStore, handlersFor, parseScenario, faultsFor, WRONG_CODE, type MockStore } from './index';

const config = { apiOrigin: 'https://api.test', generalBase: '/gateway' };
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function backend(scenario = '', store: MockStore = createMockStore()) {
  server.use(...handlersFor(scenario, store));
  // A fresh client per "page load": nothing in its memory carries a key over.
  const api = () => createApi(createApiClient({ config, page: readPageContext('?dId=d&tok=t') }));
  return { store, api };
}

async function openCommit(api: ReturnType<typeof createApi>, key?: string) {
  const plan = await api.instalmentPlan({ productId: 1, orderId: 10001 });
  const way = await api.repaymentWay({ orderId: 10001 });
  const amount = plan.pending[0]!.totalAmount;
  const commit = await api.repaymentCommit(
    { amount, card: way.bankCards[0]!, orderId: 10001, repayToken: way.repayToken },
    key ? { idempotencyKey: key } : undefined,
  );
  return { commit, amount, way };
}

describe('lost-reply scenario', () => {
  it('reads lost-reply[:<endpoint>[:<count>]] and reports bad counts', () => {
    expect(parseScenario('lost-reply:repayment-confirm').faults).toEqual([
      { kind: 'lost-reply', endpoint: 'repayment-confirm', count: 1 },
    ]);
    expect(parseScenario('lost-reply:repaymentCommit:3').faults).toEqual([
      { kind: 'lost-reply', endpoint: 'repayment-commit', count: 3 },
    ]);
    expect(parseScenario('lost-reply').faults).toEqual([{ kind: 'lost-reply', endpoint: '*', count: 1 }]);
    expect(parseScenario('lost-reply:repayment-confirm:0').problems).toHaveLength(1);
    expect(parseScenario('lost-reply:repayment-confirm:x').problems).toHaveLength(1);
    expect(parseScenario('lost-reply:nowhere').problems).toEqual([
      '"lost-reply:nowhere": unknown endpoint "nowhere"',
    ]);
  });

  it('combines with other faults: a code fault still decides, the loss is told apart', () => {
    const scenario = parseScenario('lost-reply:repayment-confirm,slow:repayment-confirm:10');
    expect(faultsFor(scenario, 'repayment-confirm')).toEqual({
      delayMs: 10,
      reply: undefined,
      lost: { kind: 'lost-reply', endpoint: 'repayment-confirm', count: 1 },
    });
  });

  it('a lost confirm reply: the payment is made, the phone hears nothing; the same key then answers "paid"', async () => {
    const { api, store } = backend('lost-reply:repayment-confirm');
    const { commit } = await openCommit(api());
    const confirm = { orderId: 10001, verifyCode: store.smsCode, recordId: commit.recordId };
    await expect(api().repaymentConfirm(confirm, { idempotencyKey: 'confirm-1' })).rejects.toBeInstanceOf(
      NetworkError,
    );
    // The server did the work: the record is paid and the instalment moved.
    expect(store.data.repayments.get(commit.recordId)?.paid).toBe(true);
    const plan = await api().instalmentPlan({ productId: 1, orderId: 10001 });
    expect(plan.pending.map((i) => i.period)).toEqual([3]);
    // "Check again" from a reloaded page: same key, the first answer (success), nothing paid twice.
    await expect(api().repaymentConfirm(confirm, { idempotencyKey: 'confirm-1' })).resolves.toBeUndefined();
    const again = await api().instalmentPlan({ productId: 1, orderId: 10001 });
    expect(again.pending.map((i) => i.period)).toEqual([3]);
    const confirms = store.calls.filter((c) => c.endpoint === 'repayment-confirm');
    expect(confirms.map((c) => c.idempotencyKey)).toEqual(['confirm-1', 'confirm-1']);
  });

  it('loses the first <count> replies, then answers', async () => {
    const { api } = backend('lost-reply:repayment-commit:2');
    const client = api();
    await expect(openCommit(client, 'commit-1')).rejects.toBeInstanceOf(NetworkError);
    await expect(openCommit(client, 'commit-1')).rejects.toBeInstanceOf(NetworkError);
    const { commit } = await openCommit(client, 'commit-1');
    expect(commit).toMatchObject({ needsCode: true, recordId: expect.stringMatching(/^RR/) });
  });

  it('a lost commit reply with needValid 0 pays once; checking again with the key answers without paying twice', async () => {
    const { api, store } = backend('needValid:0,lost-reply:repayment-commit');
    await expect(openCommit(api(), 'pay-1')).rejects.toBeInstanceOf(NetworkError);
    expect([...store.data.repayments.values()].filter((r) => r.paid)).toHaveLength(1);
    const { commit } = await openCommit(api(), 'pay-1');
    expect(commit.needsCode).toBe(false);
    expect([...store.data.repayments.values()].filter((r) => r.paid)).toHaveLength(1);
    const plan = await api().instalmentPlan({ productId: 1, orderId: 10001 });
    // One instalment paid (period 2), not two.
    expect(plan.pending.map((i) => i.period)).toEqual([3]);
  });
});

describe('idempotency memo', () => {
  it('a repeated key returns the first outcome, a failure too, without doing the work again', async () => {
    const { api, store } = backend();
    const { commit } = await openCommit(api());
    const wrong = { orderId: 10001, verifyCode: '000000', recordId: commit.recordId };
    await expect(api().repaymentConfirm(wrong, { idempotencyKey: 'w' })).rejects.toMatchObject({
      code: WRONG_CODE,
    });
    // The right code under a new key pays; the old key still answers its own first outcome.
    await api().repaymentConfirm({ ...wrong, verifyCode: store.smsCode }, { idempotencyKey: 'right' });
    await expect(api().repaymentConfirm(wrong, { idempotencyKey: 'w' })).rejects.toMatchObject({
      code: WRONG_CODE,
    });
    await expect(
      api().repaymentConfirm({ ...wrong, verifyCode: store.smsCode }, { idempotencyKey: 'right' }),
    ).resolves.toBeUndefined();
    expect([...store.data.repayments.values()].filter((r) => r.paid)).toHaveLength(1);
  });

  it('binding a card twice with one key adds one card', async () => {
    const { api, store } = backend();
    const card = {
      orderId: 10001,
      bankCode: '014',
      bankName: 'BCA',
      cardNo: '4111111111111111',
      holderName: 'Budi',
      phone: '081234567890',
    };
    const before = store.data.bankCards.length;
    const first = await api().bindCard(card, { idempotencyKey: 'bind-1' });
    const second = await api().bindCard(card, { idempotencyKey: 'bind-1' });
    expect(second).toEqual(first);
    expect(store.data.bankCards).toHaveLength(before + 1);
    // Its id is new, not one of the seeded cards' (card-1, card-2).
    expect(store.data.bankCards.filter((c) => c.id === first.id)).toHaveLength(1);
  });

  it('keeps the memo and the lost count across a snapshot (a reload of the demo app)', async () => {
    const { api, store } = backend('lost-reply:repayment-confirm');
    const { commit } = await openCommit(api());
    const confirm = { orderId: 10001, verifyCode: store.smsCode, recordId: commit.recordId };
    await expect(api().repaymentConfirm(confirm, { idempotencyKey: 'k1' })).rejects.toBeInstanceOf(
      NetworkError,
    );
    const restored = createMockStore();
    expect(restored.restore(store.snapshot())).toBe(true);
    server.resetHandlers();
    server.use(...handlersFor('lost-reply:repayment-confirm', restored));
    await expect(api().repaymentConfirm(confirm, { idempotencyKey: 'k1' })).resolves.toBeUndefined();
  });
});
