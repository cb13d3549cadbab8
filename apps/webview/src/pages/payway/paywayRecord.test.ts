import { describe, expect, it } from 'vitest';
import {
  forgetPayment,
  keepPayment,
  localDateTime,
  paymentForPage,
  readPayment,
  stepOf,
  type PaywayRecord,
} from './paywayRecord';
import { memoryStorage } from '../../lib/memoryStorage';

const base: PaywayRecord = {
  orderId: '10001',
  amount: '522750',
  card: { id: 'card-1', bankName: 'BCA', cardNo: '5210 **** **** 6789', bankCode: '014', logo: '' },
  repayToken: 'rt-1',
  phase: 'code',
  commitKey: 'k-commit',
  recordId: 'RR000001',
  deadline: 1_000_060_000,
};

describe('kept payment', () => {
  it('survives a reload: the step, its countdown and the record id read back as written', () => {
    const storage = memoryStorage();
    keepPayment(base, storage);
    expect(readPayment('10001', storage)).toEqual(base);
    expect(readPayment('10002', storage)).toBeNull();
    forgetPayment('10001', storage);
    expect(readPayment('10001', storage)).toBeNull();
  });

  it('reads a damaged or foreign value as none', () => {
    const storage = memoryStorage();
    storage.setItem('loan-h5:payway:10001', '{not json');
    expect(readPayment('10001', storage)).toBeNull();
    storage.setItem('loan-h5:payway:10001', JSON.stringify({ ...base, phase: 'bogus' }));
    expect(readPayment('10001', storage)).toBeNull();
    storage.setItem('loan-h5:payway:10001', JSON.stringify({ ...base, orderId: '9' }));
    expect(readPayment('10001', storage)).toBeNull();
  });
});

describe('paymentForPage', () => {
  it.each([
    ['a code step for this amount is kept', base, '522750', 'code'],
    ['a code step for another amount is dropped', base, '999', null],
    [
      'an unanswered commit is kept whatever the amount',
      { ...base, phase: 'committing' },
      '999',
      'committing',
    ],
    ['an unanswered confirm is kept', { ...base, phase: 'confirming' }, '522750', 'confirming'],
    ['a paid one belongs to the result page', { ...base, phase: 'paid' }, '522750', null],
    ['none', null, '1', null],
  ] as const)('%s', (_name, record, amount, phase) =>
    expect(paymentForPage(record as PaywayRecord | null, amount)?.phase ?? null).toBe(phase),
  );
});

describe('stepOf', () => {
  it.each([
    [null, { kind: 'choose' }],
    [base, { kind: 'code', deadline: 1_000_060_000, failure: undefined }],
    [
      { ...base, failure: { kind: 'wrongCode' } },
      { kind: 'code', deadline: 1_000_060_000, failure: { kind: 'wrongCode' } },
    ],
    [{ ...base, phase: 'committing' }, { kind: 'processing' }],
    [{ ...base, phase: 'confirming' }, { kind: 'processing' }],
    [{ ...base, phase: 'paid' }, { kind: 'choose' }],
  ] as const)('%j → %j', (record, step) => expect(stepOf(record as PaywayRecord | null)).toEqual(step));
});

it('localDateTime writes a server-style date-time', () => {
  expect(localDateTime(new Date(2026, 2, 11, 14, 5, 9))).toBe('2026-03-11 14:05:09');
});
