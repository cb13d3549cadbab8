// The mock backend remembers: each flow below goes through the real client and typed API, the way a page
// container would, and checks what the next call sees.
import { describe, expect, it } from 'vitest';
import { failureOf, mockBackendTestKit } from '../test-support/mockBackendTestKit';
import { createBankCard, DUPLICATE, WRONG_CODE } from './index';

const { backend } = mockBackendTestKit();

describe('repay', () => {
  async function cardPayment(api: ReturnType<typeof backend>['api'], orderId: string, amount: string) {
    const way = await api.repaymentWay({ orderId });
    return api.repaymentCommit({ amount, card: way.bankCards[0]!, orderId, repayToken: way.repayToken });
  }

  it('paying the due instalment by card (commit, SMS code, confirm) moves it to paid', async () => {
    const { api, store } = backend();
    const before = await api.instalmentPlan({ productId: 1, orderId: 10001 });
    expect(before.pending.map((i) => i.period)).toEqual([2, 3]);
    expect(before.paid.map((i) => i.period)).toEqual([1]);
    const due = before.pending[0]!;

    const commit = await cardPayment(api, '10001', due.totalAmount);
    expect(commit.needsCode).toBe(true);
    const wrong = await failureOf(
      api.repaymentConfirm({ orderId: 10001, verifyCode: '000000', recordId: commit.recordId }),
    );
    expect(wrong.code).toBe(WRONG_CODE);
    await api.repaymentConfirm({ orderId: 10001, verifyCode: store.smsCode, recordId: commit.recordId });

    const after = await api.instalmentPlan({ productId: 1, orderId: 10001 });
    expect(after.pending.map((i) => i.period)).toEqual([3]);
    expect(after.paid.map((i) => i.period)).toEqual([1, 2]);
    expect(after.paid[1]).toMatchObject({ status: 200, selectable: false });
    expect(after.waitingCount).toBe(1);
    // Nothing is due any more: the order is back to "repaying".
    await expect(api.loanDetails({ productId: 1, orderId: 10001 })).resolves.toMatchObject({ status: 170 });

    const twice = await failureOf(
      api.repaymentConfirm({ orderId: 10001, verifyCode: store.smsCode, recordId: commit.recordId }),
    );
    expect(twice.code).toBe(DUPLICATE);
  });

  it('paying everything repays the order', async () => {
    const { api, store } = backend('needValid:0');
    const plan = await api.instalmentPlan({ productId: 2, orderId: 10005 });
    const total = plan.pending.reduce((sum, i) => sum + Number(i.totalAmount), 0);
    const commit = await cardPayment(api, '10005', String(total));
    // Without the SMS step the commit pays at once.
    expect(commit.needsCode).toBe(false);
    await expect(api.instalmentPlan({ productId: 2, orderId: 10005 })).resolves.toMatchObject({
      pending: [],
      waitingCount: 0,
    });
    await expect(api.loanDetails({ productId: 2, orderId: 10005 })).resolves.toMatchObject({
      status: 200,
      canExtend: false,
    });
    expect([...store.data.repayments.values()][0]).toMatchObject({ orderId: '10005', paid: true });
  });

  it('asking for the code again keeps the same repayment record', async () => {
    const { api } = backend();
    const way = await api.repaymentWay({ orderId: 10001 });
    const card = way.bankCards[0]!;
    const first = await api.repaymentCommit({
      amount: '522750',
      card,
      orderId: 10001,
      repayToken: way.repayToken,
    });
    const resent = await api.repaymentCommit({
      amount: '522750',
      card,
      orderId: 10001,
      repayToken: way.repayToken,
      resendCode: true,
    });
    expect(resent.recordId).toBe(first.recordId);
  });

  it('a card bound in the store appears in the card list', async () => {
    const { api, store } = backend();
    store.data.bankCards.push(
      createBankCard({ id: 'card-9', bankName: 'BRI', cardNo: '6013 **** **** 5501', bankCode: '002' }),
    );
    const way = await api.repaymentWay({ orderId: 10001 });
    expect(way.bankCards.map((c) => c.bankName)).toEqual(['BCA', 'Mandiri', 'BRI']);
  });

  it('binding a card adds it to the card list, masked', async () => {
    const { api } = backend();
    const bound = await api.bindCard({
      orderId: 10001,
      bankCode: '009',
      bankName: 'BNI',
      cardNo: '5264 2210 9988 4321',
      holderName: 'Siti Rahma',
      phone: '081234567890',
    });
    expect(bound.cardNo).toBe('5264 **** **** 4321');
    const way = await api.repaymentWay({ orderId: 10001 });
    expect(way.bankCards.map((c) => c.bankName)).toEqual(['BCA', 'Mandiri', 'BNI']);
  });

  it('refuses a card number that is too short, with a message', async () => {
    const { api } = backend();
    const error = await api
      .bindCard({
        orderId: 10001,
        bankCode: '009',
        bankName: 'BNI',
        cardNo: '1234',
        holderName: 'S',
        phone: '0812',
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError', serverMessage: 'Nomor kartu tidak valid.' });
  });

  it('a virtual account follows the chosen method and is kept for the order', async () => {
    const { api, store } = backend();
    const bank = await api.virtualAccount({
      productId: 1,
      orderId: 10001,
      amount: '522750',
      choice: { payType: 'bank', payCode: 'BCA', specificNum: '0141' },
    });
    expect(bank).toMatchObject({ payType: 'bank', payCode: 'BCA', amount: '522750', specificNum: '0141' });
    expect(bank.paymentSteps.kind).toBe('bank');
    const market = await api.virtualAccount({ productId: 1, orderId: 10001, amount: '522750' });
    expect(market).toMatchObject({ payType: 'market', payCode: 'ALFAMART' });
    expect(store.data.virtualAccounts.get('10001')?.payCode).toBe('ALFAMART');
  });
});
