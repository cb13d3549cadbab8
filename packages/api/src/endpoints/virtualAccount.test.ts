import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { repayTestKit } from '../test-support/repayTestKit';
import { repayCalls } from './repay';
import { DEFAULT_MARKET_PAY_CODE, payOptions, virtualAccount } from './virtualAccount';

const { newClient, api, serve, malformedField, formOf } = repayTestKit();

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

describe('repay calls on the wire', () => {
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
});
