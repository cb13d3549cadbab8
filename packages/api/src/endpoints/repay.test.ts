import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { Endpoint } from '../endpoint';
import { ApiError } from '../errors';
import { endpointTestKit } from '../test-support/endpointTestKit';
import { createApi, endpoints } from './index';
import {
  DEFAULT_MARKET_PAY_CODE,
  extensionDetail,
  instalmentPlan,
  payOptions,
  REPAY_DUPLICATE,
  REPAY_WRONG_CODE,
  repayCalls,
  repayEndpoints,
  repaymentCommit,
  repaymentConfirm,
  repaymentRedirect,
  bindCard,
  repaymentWay,
  virtualAccount,
  type BankCard,
} from './repay';

/** The card-repayment calls' base on the API root (no general segment). */
const CARD_BASE = '/api/v1/youmi/youmi-api/service/loan/';

/** Each repay call succeeds on its endpoint's rule: code 0 on the general client, '00' on the card calls. */
const repaySuccess = (ep: Endpoint) => ({ code: ep.success === 'zero' ? 0 : '00', message: 'ok' });

const {
  client: newClient,
  answer,
  malformedError,
  form: formOf,
} = endpointTestKit({ page: '?dId=dev-9&tok=t0k', success: repaySuccess });
const api = () => repayCalls(newClient());

/** Answers the endpoint with `data` in its success envelope, `envelope` overriding parts; keeps the requests. */
const serve = (ep: Endpoint, data: unknown, envelope: Record<string, unknown> = {}) =>
  answer(ep, data, { ...repaySuccess(ep), ...envelope });

/** The field a malformed `data` is reported at, as the client reports it. */
async function malformedField(ep: Endpoint, data: unknown) {
  const error = await malformedError(ep, data);
  expect(error.message).toContain(ep.name);
  return error.field;
}

describe('the repay endpoints', () => {
  it('are in the endpoint table and the typed API', () => {
    for (const [key, ep] of Object.entries(repayEndpoints)) expect(endpoints).toHaveProperty(key, ep);
    expect(Object.keys(createApi(newClient()))).toEqual(
      expect.arrayContaining(Object.keys(repayCalls(newClient()))),
    );
  });

  it.each([
    ['loan-play-detail', 'general', '/v3/installment/loan-play-detail', 'zero', undefined, instalmentPlan],
    ['delay-detail', 'general', '/v3/loan-details/delay-detail', 'zero', undefined, extensionDetail],
    ['generate-vcode', 'general', '/v3/repay/generate-vcode', 'zero', true, virtualAccount],
    ['init-pay-type', 'general', '/v3/repay/init-pay-type', 'zero', undefined, payOptions],
    ['repayment-way', 'root', `${CARD_BASE}repayment-way`, 'doubleZero', undefined, repaymentWay],
    ['repayment-commit', 'root', `${CARD_BASE}repayment-commit`, 'doubleZero', true, repaymentCommit],
    ['repayment-confirm', 'root', `${CARD_BASE}repayment-confirm`, 'doubleZero', true, repaymentConfirm],
    [
      'repayment-huichao',
      'root',
      `${CARD_BASE}repayment-huichao`,
      'doubleZero',
      undefined,
      repaymentRedirect,
    ],
    ['bind-card', 'root', `${CARD_BASE}bind-card`, 'doubleZero', true, bindCard],
  ] as const)('%s: POST %s %s, success %s, intent %s', (name, base, path, success, intent, ep) => {
    expect(ep).toMatchObject({ name, method: 'POST', base, path, success });
    expect(ep.intent).toBe(intent);
  });
});

describe('bind card', () => {
  it('sends the card and reads the bound card back', async () => {
    const seen = serve(bindCard, {
      id: 'card-9',
      bankName: 'BNI',
      cardNo: '5264 **** **** 4321',
      bankCode: '009',
    });
    const card = await api().bindCard({
      orderId: 10001,
      bankCode: '009',
      bankName: 'BNI',
      cardNo: '5264221099884321',
      holderName: 'Siti Rahma',
      phone: '081234567890',
    });
    expect(card).toEqual({
      id: 'card-9',
      bankName: 'BNI',
      cardNo: '5264 **** **** 4321',
      bankCode: '009',
      logo: '',
    });
    expect(await formOf(seen[0]!)).toMatchObject({ cardNo: '5264221099884321', holderName: 'Siti Rahma' });
    expect(seen[0]!.headers.get('idempotency-key')).toBeTruthy();
  });
});

describe('instalment plan', () => {
  it('reads an Indonesian plan', () => {
    const wire = {
      productName: 'Dana Kilat',
      repayWaitCount: 2,
      note: 'Bayar sebelum jatuh tempo untuk menghindari denda.',
      repayPlanDetail: {
        repayWaitDetail: [
          {
            periodNo: 2,
            totalAmount: '1250000',
            amount: 'Rp 1.250.000',
            canClick: 1,
            periodStatus: 500,
            repayDes: 'Terlambat 3 hari',
            dueTime: '2024-05-10',
            overdueDays: '3',
            lateFee: 3750,
          },
          {
            periodNo: '3',
            totalAmount: 1250000,
            amount: 'Rp 1.250.000',
            canClick: '0',
            periodStatus: '100',
            repayDes: '',
            dueTime: '2024-06-10 23:59:59',
          },
        ],
        repayYetDetail: [
          {
            periodNo: 1,
            totalAmount: '1250000',
            amount: 'Rp 1.250.000',
            canClick: 0,
            periodStatus: 200,
            repayDes: 'Lunas',
            dueTime: '2024-04-10',
          },
        ],
      },
    };
    expect(v.parse(instalmentPlan.data, wire)).toEqual({
      productName: 'Dana Kilat',
      waitingCount: 2,
      note: 'Bayar sebelum jatuh tempo untuk menghindari denda.',
      pending: [
        {
          period: 2,
          totalAmount: '1250000',
          amountText: 'Rp 1.250.000',
          selectable: true,
          status: 500,
          description: 'Terlambat 3 hari',
          dueTime: '2024-05-10',
          overdueDays: 3,
          lateFee: '3750',
        },
        {
          period: 3,
          totalAmount: '1250000',
          amountText: 'Rp 1.250.000',
          selectable: false,
          status: 100,
          description: '',
          dueTime: '2024-06-10 23:59:59',
          overdueDays: 0,
          lateFee: '',
        },
      ],
      paid: [
        {
          period: 1,
          totalAmount: '1250000',
          amountText: 'Rp 1.250.000',
          selectable: false,
          status: 200,
          description: 'Lunas',
          dueTime: '2024-04-10',
          overdueDays: 0,
          lateFee: '',
        },
      ],
    });
  });

  it('reads an Indian plan with decimal amounts, text flags and missing optional fields', () => {
    const plan = v.parse(instalmentPlan.data, {
      productName: 'RupeeNow',
      repayWaitCount: '1',
      repayPlanDetail: {
        repayWaitDetail: [{ periodNo: 1, totalAmount: 1534.5, amount: null, canClick: '1' }],
        repayYetDetail: null,
      },
    });
    expect(plan).toEqual({
      productName: 'RupeeNow',
      waitingCount: 1,
      note: '',
      pending: [
        {
          period: 1,
          totalAmount: '1534.5',
          amountText: '',
          selectable: true,
          status: 0,
          description: '',
          dueTime: '',
          overdueDays: 0,
          lateFee: '',
        },
      ],
      paid: [],
    });
  });

  it('reads `true` as a flag and counts the pending list when the server sends no count', () => {
    const plan = v.parse(instalmentPlan.data, {
      repayPlanDetail: {
        repayWaitDetail: [
          { periodNo: 1, totalAmount: '500', canClick: true },
          { periodNo: 2, totalAmount: '500', canClick: false },
        ],
      },
    });
    expect(plan.waitingCount).toBe(2);
    expect(plan.pending.map((i) => i.selectable)).toEqual([true, false]);
  });

  it('reads a plan with nothing in it (all paid or none yet) as empty lists', () => {
    expect(v.parse(instalmentPlan.data, { productName: 'Dana Kilat', repayPlanDetail: null })).toEqual({
      productName: 'Dana Kilat',
      waitingCount: 0,
      note: '',
      pending: [],
      paid: [],
    });
  });

  it('names an amount that is not numeric', async () => {
    await expect(
      malformedField(instalmentPlan, {
        repayPlanDetail: {
          repayWaitDetail: [{ periodNo: 1, totalAmount: 'Rp 1.250.000' }],
        },
      }),
    ).resolves.toBe('data.repayPlanDetail.repayWaitDetail.0.totalAmount');
  });

  it('names a missing period number', async () => {
    await expect(
      malformedField(instalmentPlan, {
        repayPlanDetail: { repayYetDetail: [{ totalAmount: '500' }] },
      }),
    ).resolves.toBe('data.repayPlanDetail.repayYetDetail.0.periodNo');
  });
});

describe('extension detail', () => {
  it('reads an Indonesian extension fee', () => {
    expect(
      v.parse(extensionDetail.data, {
        productName: 'Dana Kilat',
        productLogo: '/mock-assets/logo-dana-kilat.png',
        delayShouldPayAmount: '375000',
        delayExpiryTime: '2024-05-17',
        orderDetail: {
          detail: [
            { text: 'Jumlah pinjaman', value: 'Rp 2.500.000' },
            { text: 'Denda', value: '0' },
          ],
        },
        telephone: '021-5050-1234',
      }),
    ).toEqual({
      productName: 'Dana Kilat',
      productLogo: '/mock-assets/logo-dana-kilat.png',
      feeAmount: '375000',
      expiryTime: '2024-05-17',
      rows: [
        { title: 'Jumlah pinjaman', value: 'Rp 2.500.000' },
        { title: 'Denda', value: '0' },
      ],
      telephone: '021-5050-1234',
    });
  });

  it('reads an Indian one with a numeric fee, no order detail and no telephone', () => {
    expect(
      v.parse(extensionDetail.data, {
        productName: 'RupeeNow',
        delayShouldPayAmount: 420.75,
        delayExpiryTime: '2024-05-17 23:59:59',
        orderDetail: null,
        telephone: null,
      }),
    ).toEqual({
      productName: 'RupeeNow',
      productLogo: '',
      feeAmount: '420.75',
      expiryTime: '2024-05-17 23:59:59',
      rows: [],
      telephone: '',
    });
  });

  it('names a missing fee', async () => {
    await expect(malformedField(extensionDetail, { productName: 'Dana Kilat' })).resolves.toBe(
      'data.delayShouldPayAmount',
    );
  });
});

describe('virtual account', () => {
  it('reads a bank account with steps per channel', () => {
    expect(
      v.parse(virtualAccount.data, {
        amount: '1250000',
        vcode: '8808 0812 3456 7890',
        cardNo: 'INV-20240510-001',
        payType: 1,
        payCode: 'BCA',
        payStep: [
          { name: 'ATM BCA', steps: ['Masukkan kartu ATM dan PIN', 'Pilih Transfer > Virtual Account'] },
          { name: 'm-BCA', steps: ['Buka aplikasi m-BCA', 'Pilih m-Transfer'] },
        ],
        specificNum: '3',
        telephone: '021-5050-1234',
      }),
    ).toEqual({
      amount: '1250000',
      code: '8808 0812 3456 7890',
      cardNo: 'INV-20240510-001',
      payType: 'bank',
      payCode: 'BCA',
      specificNum: '3',
      telephone: '021-5050-1234',
      expiryTime: '',
      paymentSteps: {
        kind: 'bank',
        groups: [
          { name: 'ATM BCA', steps: ['Masukkan kartu ATM dan PIN', 'Pilih Transfer > Virtual Account'] },
          { name: 'm-BCA', steps: ['Buka aplikasi m-BCA', 'Pilih m-Transfer'] },
        ],
      },
    });
  });

  it("reads a mini-market code with one list of steps, pay type as '2' and a numeric code", () => {
    expect(
      v.parse(virtualAccount.data, {
        amount: 375000,
        vcode: 880812345678,
        payType: '2',
        payCode: 'ALFAMART',
        payStep: ['Datang ke kasir Alfamart', 'Sebutkan kode pembayaran', 'Simpan struk'],
        specificNum: null,
      }),
    ).toEqual({
      amount: '375000',
      code: '880812345678',
      cardNo: '',
      payType: 'market',
      payCode: 'ALFAMART',
      specificNum: '',
      telephone: '',
      expiryTime: '',
      paymentSteps: {
        kind: 'market',
        steps: ['Datang ke kasir Alfamart', 'Sebutkan kode pembayaran', 'Simpan struk'],
      },
    });
  });

  it('reads the expiry when the server sends one (an optional field of ours)', () => {
    const account = v.parse(virtualAccount.data, {
      amount: '1',
      vcode: 'X',
      payType: 2,
      expireTime: '2025-06-03 23:59:59',
    });
    expect(account.expiryTime).toBe('2025-06-03 23:59:59');
  });

  it('reads missing steps as none', () => {
    const account = v.parse(virtualAccount.data, { amount: '1', vcode: 'X', payType: 1, payStep: null });
    expect(account.paymentSteps).toEqual({ kind: 'bank', groups: [] });
  });

  it.each([
    [{ amount: '1', vcode: 'X', payType: 3 }, 'data.payType'],
    [{ amount: '1', vcode: 'X' }, 'data.payType'],
    [{ amount: '1', vcode: 'X', payType: 1, payStep: ['Bayar di ATM'] }, 'data.payStep.0'],
    [{ amount: '1', vcode: 'X', payType: 2, payStep: [{ name: 'ATM', steps: [] }] }, 'data.payStep.0'],
    [{ amount: '1', payType: 2 }, 'data.vcode'],
    [{ amount: 'free', vcode: 'X', payType: 2 }, 'data.amount'],
  ])('names the bad field of %j', async (data, field) => {
    await expect(malformedField(virtualAccount, data)).resolves.toBe(field);
  });
});

describe('pay options', () => {
  it('reads banks with their methods and mini markets', () => {
    expect(
      v.parse(payOptions.data, {
        bankList: [
          {
            bankName: 'BCA',
            payCode: 'BCA',
            methodList: [
              { methodName: 'ATM', specificNum: 1 },
              { methodName: 'Mobile banking', specificNum: '2' },
            ],
          },
          { bankName: 'Mandiri', payCode: 'MANDIRI', methodList: null },
        ],
        marketList: [
          { marketName: 'Alfamart', payCode: 'ALFAMART' },
          { marketName: 'Indomaret', payCode: 'INDOMARET' },
        ],
      }),
    ).toEqual({
      banks: [
        {
          name: 'BCA',
          payCode: 'BCA',
          methods: [
            { name: 'ATM', specificNum: '1' },
            { name: 'Mobile banking', specificNum: '2' },
          ],
        },
        { name: 'Mandiri', payCode: 'MANDIRI', methods: [] },
      ],
      markets: [
        { name: 'Alfamart', payCode: 'ALFAMART' },
        { name: 'Indomaret', payCode: 'INDOMARET' },
      ],
    });
  });

  it('reads missing lists as empty', () => {
    expect(v.parse(payOptions.data, { bankList: null })).toEqual({ banks: [], markets: [] });
  });

  it('takes either list from either reply (asked per pay type, a server may send one or both)', () => {
    const bank = { bankName: 'BNI', payCode: 'BNI', methodList: [] };
    const market = { marketName: 'Alfamart', payCode: 'ALFAMART' };
    expect(v.parse(payOptions.data, { bankList: [bank] })).toEqual({
      banks: [{ name: 'BNI', payCode: 'BNI', methods: [] }],
      markets: [],
    });
    expect(v.parse(payOptions.data, { marketList: [market] })).toEqual({
      banks: [],
      markets: [{ name: 'Alfamart', payCode: 'ALFAMART' }],
    });
    expect(v.parse(payOptions.data, {})).toEqual({ banks: [], markets: [] });
  });

  it('names a bank without a pay code', async () => {
    await expect(malformedField(payOptions, { bankList: [{ bankName: 'BCA' }] })).resolves.toBe(
      'data.bankList.0.payCode',
    );
  });
});

describe('card repayment', () => {
  it('reads the repayment way with Indian cards', () => {
    expect(
      v.parse(repaymentWay.data, {
        alipay: '1',
        repayToken: 'rt-7f3a',
        bankCards: [
          {
            id: 41,
            bankName: 'HDFC Bank',
            cardNo: '**** 4821',
            bankCode: 'HDFC',
            bankLogo: 'https://cdn.example/banks/hdfc.png',
          },
          { id: '42', bankName: 'State Bank of India', cardNo: '**** 0093', bankCode: null },
        ],
      }),
    ).toEqual({
      alipay: true,
      repayToken: 'rt-7f3a',
      bankCards: [
        {
          id: '41',
          bankName: 'HDFC Bank',
          cardNo: '**** 4821',
          bankCode: 'HDFC',
          logo: 'https://cdn.example/banks/hdfc.png',
        },
        { id: '42', bankName: 'State Bank of India', cardNo: '**** 0093', bankCode: '', logo: '' },
      ],
    });
  });

  it('reads no cards and a 0 alipay flag', () => {
    expect(v.parse(repaymentWay.data, { alipay: 0, repayToken: 'rt', bankCards: null })).toEqual({
      alipay: false,
      repayToken: 'rt',
      bankCards: [],
    });
  });

  it.each([
    [{ bankCards: [] }, 'data.repayToken'],
    [{ repayToken: 'rt', bankCards: [{ bankName: 'BRI', cardNo: '**** 1' }] }, 'data.bankCards.0.id'],
  ])('names the bad field of %j', async (data, field) => {
    await expect(malformedField(repaymentWay, data)).resolves.toBe(field);
  });

  it.each([
    [
      { needValid: 1, repayRecordId: 90817 },
      { needsCode: true, recordId: '90817' },
    ],
    [
      { needValid: '1', repayRecordId: 'RR-90817' },
      { needsCode: true, recordId: 'RR-90817' },
    ],
    [
      { needValid: '0', repayRecordId: 'RR-1' },
      { needsCode: false, recordId: 'RR-1' },
    ],
    [{ needValid: null }, { needsCode: false, recordId: '' }],
  ])('reads the commit %j', (wire, domain) => {
    expect(v.parse(repaymentCommit.data, wire)).toEqual(domain);
  });

  it('names a missing record id when a code is needed', async () => {
    await expect(malformedField(repaymentCommit, { needValid: 1 })).resolves.toBe('data.repayRecordId');
  });

  it('ignores the data of a confirm', () => {
    expect(v.parse(repaymentConfirm.data, null)).toBeUndefined();
    expect(v.parse(repaymentConfirm.data, { whatever: 1 })).toBeUndefined();
  });

  it('reads the redirect URL as given, without judging it', () => {
    expect(v.parse(repaymentRedirect.data, { url: 'https://pay.example.in/r/abc' })).toBe(
      'https://pay.example.in/r/abc',
    );
    expect(v.parse(repaymentRedirect.data, { url: 'javascript:alert(1)' })).toBe('javascript:alert(1)');
  });

  it('names a missing redirect URL', async () => {
    await expect(malformedField(repaymentRedirect, {})).resolves.toBe('data.url');
  });
});

describe('repay calls on the wire', () => {
  const plan = { repayPlanDetail: null };

  it('sends the instalment plan and extension detail with the product and order', async () => {
    const planSeen = serve(instalmentPlan, plan);
    const delaySeen = serve(extensionDetail, { delayShouldPayAmount: '1' });
    await api().instalmentPlan({ productId: 12, orderId: 'ORD-1' });
    await api().extensionDetail({ productId: '12', orderId: 3401 });
    expect(new URL(planSeen[0]!.url).pathname).toBe('/gateway/v3/installment/loan-play-detail');
    expect(new URL(planSeen[0]!.url).searchParams.get('tok')).toBe('t0k');
    expect(await formOf(planSeen[0]!)).toEqual({ productId: '12', orderId: 'ORD-1' });
    expect(await formOf(delaySeen[0]!)).toEqual({ productId: '12', orderId: '3401' });
  });

  it('asks for the default virtual account: mini market ALFAMART, is_default 1', async () => {
    const seen = serve(virtualAccount, { amount: '1250000', vcode: 'X', payType: 2 });
    await api().virtualAccount({ productId: 12, orderId: 3401, amount: '1250000' });
    expect(await formOf(seen[0]!)).toEqual({
      productId: '12',
      orderId: '3401',
      amount: '1250000',
      pay_type: '2',
      payCode: DEFAULT_MARKET_PAY_CODE,
      is_default: '1',
      is_display: '0',
    });
  });

  it('asks for the chosen bank method, for the extension fee', async () => {
    const seen = serve(virtualAccount, { amount: '375000', vcode: 'X', payType: 1 });
    const account = await api().virtualAccount({
      productId: 12,
      orderId: 3401,
      amount: '375000',
      choice: { payType: 'bank', payCode: 'BCA', specificNum: '2' },
      extension: true,
    });
    expect(account.paymentSteps).toEqual({ kind: 'bank', groups: [] });
    expect(await formOf(seen[0]!)).toEqual({
      productId: '12',
      orderId: '3401',
      amount: '375000',
      pay_type: '1',
      payCode: 'BCA',
      specific_num: '2',
      is_default: '0',
      is_display: '1',
    });
  });

  it('generates one code for a double mount, with an idempotency key', async () => {
    const seen = serve(virtualAccount, { amount: '1250000', vcode: 'X', payType: 2 });
    const calls = repayCalls(newClient());
    const ask = { productId: 12, orderId: 3401, amount: '1250000' };
    await Promise.all([calls.virtualAccount(ask), calls.virtualAccount(ask)]);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.get('idempotency-key')).toBeTruthy();
  });

  it('sends the pay type as its wire number when asking for the options', async () => {
    const seen = serve(payOptions, {});
    await api().payOptions({ productId: 12, orderId: 3401, payType: 'bank' });
    await api().payOptions({ productId: 12, orderId: 3401, payType: 'market' });
    expect(await formOf(seen[0]!)).toEqual({ productId: '12', orderId: '3401', pay_type: '1' });
    expect(await formOf(seen[1]!)).toEqual({ productId: '12', orderId: '3401', pay_type: '2' });
  });

  const card: BankCard = { id: '41', bankName: 'HDFC Bank', cardNo: '**** 4821', bankCode: 'HDFC', logo: '' };

  it('asks for the card list by order, on the root path, without an idempotency key', async () => {
    const seen = serve(repaymentWay, { repayToken: 'rt' });
    await api().repaymentWay({ orderId: 3401 });
    expect(new URL(seen[0]!.url).pathname).toBe('/api/v1/youmi/youmi-api/service/loan/repayment-way');
    expect(await formOf(seen[0]!)).toEqual({ orderId: '3401' });
    expect(seen[0]!.headers.has('idempotency-key')).toBe(false);
  });

  it('commits with sendMsg 0, and 1 to resend the code, each with an idempotency key', async () => {
    const seen = serve(repaymentCommit, { needValid: 1, repayRecordId: 'RR-1' });
    const commit = { amount: '1534.50', card, orderId: 3401, repayToken: 'rt-7f3a' };
    await expect(api().repaymentCommit(commit)).resolves.toEqual({ needsCode: true, recordId: 'RR-1' });
    await api().repaymentCommit({ ...commit, couponId: 7, resendCode: true });
    expect(await formOf(seen[0]!)).toEqual({
      amount: '1534.50',
      bankName: 'HDFC Bank',
      cardId: '41',
      cardNo: '**** 4821',
      orderId: '3401',
      repayToken: 'rt-7f3a',
      bankCode: 'HDFC',
      sendMsg: '0',
    });
    expect(await formOf(seen[1]!)).toMatchObject({ couponId: '7', sendMsg: '1' });
    expect(seen[0]!.headers.get('idempotency-key')).toBeTruthy();
  });

  it('sends one commit for a double tap', async () => {
    const seen = serve(repaymentCommit, { needValid: 0 });
    const calls = repayCalls(newClient());
    const commit = { amount: '500', card, orderId: 1, repayToken: 'rt' };
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => calls.repaymentCommit(commit)));
    expect(seen).toHaveLength(1);
    expect(results).toEqual(Array(5).fill({ needsCode: false, recordId: '' }));
  });

  it('confirms with the record id under its wire name', async () => {
    const seen = serve(repaymentConfirm, null);
    await expect(
      api().repaymentConfirm({ orderId: 3401, verifyCode: '482913', recordId: 'RR-1' }),
    ).resolves.toBeUndefined();
    expect(await formOf(seen[0]!)).toEqual({
      orderId: '3401',
      verifyCode: '482913',
      repaymentRecordId: 'RR-1',
    });
    expect(seen[0]!.headers.get('idempotency-key')).toBeTruthy();
  });

  it.each([
    [REPAY_WRONG_CODE, 'wrong verification code'],
    [REPAY_DUPLICATE, 'do not submit the payment request repeatedly'],
  ])('turns confirm code %s into an ApiError the app can map', async (code, message) => {
    serve(repaymentConfirm, null, { code, message });
    const error = await api()
      .repaymentConfirm({ orderId: 1, verifyCode: '000000', recordId: 'RR-1' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code, serverMessage: message });
  });

  // "'00' on most repay calls": the spec does not pin the confirm's code, so 0 succeeds too.
  it("accepts code 0 as well as '00' on the card repay calls, never a non-zero code", async () => {
    serve(repaymentConfirm, null, { code: 0 });
    await expect(
      api().repaymentConfirm({ orderId: 1, verifyCode: '000000', recordId: 'RR-1' }),
    ).resolves.toBeUndefined();
    serve(repaymentConfirm, null, { code: '01' });
    await expect(
      api().repaymentConfirm({ orderId: 1, verifyCode: '000000', recordId: 'RR-1' }),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it('asks for the redirect with user, order and amount and returns the URL', async () => {
    const seen = serve(repaymentRedirect, { url: 'https://pay.example.in/r/abc' });
    await expect(api().repaymentRedirect({ userId: 88, orderId: 3401, amount: '1534.50' })).resolves.toBe(
      'https://pay.example.in/r/abc',
    );
    expect(await formOf(seen[0]!)).toEqual({ userId: '88', orderId: '3401', amount: '1534.50' });
  });
});
