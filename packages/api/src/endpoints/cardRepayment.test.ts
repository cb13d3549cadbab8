import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ApiError } from '../errors';
import { repayTestKit } from '../test-support/repayTestKit';
import {
  bindCard,
  REPAY_DUPLICATE,
  REPAY_WRONG_CODE,
  repaymentCommit,
  repaymentConfirm,
  repaymentRedirect,
  repaymentWay,
  type BankCard,
} from './cardRepayment';
import { repayCalls } from './repay';

const { newClient, api, serve, malformedField, formOf } = repayTestKit();

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
