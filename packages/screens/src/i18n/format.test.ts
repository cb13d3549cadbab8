import { describe, expect, it } from 'vitest';
import {
  InvalidAmountError,
  InvalidDateError,
  digitsOnly,
  formatBankCard,
  formatDate,
  formatMinorUnits,
  formatMoney,
  formatNumber,
  formatPhone,
  parseAmount,
  phoneDigits,
  stripSeparators,
} from './format';

describe('formatMoney', () => {
  it.each([
    [1500000, 'Rp 1.500.000'],
    ['1500000', 'Rp 1.500.000'],
    [0, 'Rp 0'],
    [999, 'Rp 999'],
    [1000, 'Rp 1.000'],
    [1234567.5, 'Rp 1.234.567,50'],
    [-25000, '-Rp 25.000'],
  ])('Indonesia: %s → %s', (value, expected) => {
    expect(formatMoney(value, 'ID')).toBe(expected);
  });

  it.each([
    [1500, 'Rs. 1,500'],
    [150000, 'Rs. 1,50,000'],
    [12345678, 'Rs. 1,23,45,678'],
    ['80000', 'Rs. 80,000'],
    [999.5, 'Rs. 999.50'],
    [100, 'Rs. 100'],
  ])('India (en-IN grouping): %s → %s', (value, expected) => {
    expect(formatMoney(value, 'IN')).toBe(expected);
  });

  it.each([undefined, null, '', 'abc', '1.500.000', 'Rp 10', NaN, Infinity, {}, []])(
    'refuses a missing or non-numeric amount (%s) instead of showing zero',
    (value) => {
      expect(() => formatMoney(value, 'ID')).toThrow(InvalidAmountError);
    },
  );
});

describe('parseAmount and formatNumber', () => {
  it('reads amounts sent as text', () => {
    expect(parseAmount(' 2500.75 ')).toBe(2500.75);
    expect(formatNumber('2500000', 'ID')).toBe('2.500.000');
  });
});

describe('formatMinorUnits', () => {
  it.each([
    [150050, '1500.50'],
    ['100', '1.00'],
    [5, '0.05'],
    [0, '0.00'],
    [-250, '-2.50'],
  ])('%s minor units → %s', (value, expected) => {
    expect(formatMinorUnits(value)).toBe(expected);
  });

  it('refuses fractional minor units and non-numbers', () => {
    expect(() => formatMinorUnits(1.5)).toThrow(InvalidAmountError);
    expect(() => formatMinorUnits('x')).toThrow(InvalidAmountError);
  });
});

describe('stripSeparators (amounts passed to the payment page)', () => {
  it.each([
    ['Rp 1.500.000', 'ID', '1500000'],
    ['1.500.000', 'ID', '1500000'],
    ['Rp 1.234,50', 'ID', '1234.50'],
    ['Rs. 1,50,000', 'IN', '150000'],
    ['1,500.25', 'IN', '1500.25'],
    ['-Rp 2.000', 'ID', '-2000'],
  ] as const)('%s (%s) → %s', (text, market, expected) => {
    expect(stripSeparators(text, market)).toBe(expected);
  });

  it('refuses text that is not an amount', () => {
    expect(() => stripSeparators('free', 'ID')).toThrow(InvalidAmountError);
  });

  it('round-trips with formatMoney', () => {
    expect(stripSeparators(formatMoney(2750000, 'ID'), 'ID')).toBe('2750000');
    expect(stripSeparators(formatMoney(275000, 'IN'), 'IN')).toBe('275000');
  });
});

describe('formatDate (tests run in Asia/Jakarta)', () => {
  it('formats server date text as YYYY-MM-DD, with time on request', () => {
    expect(formatDate('2026-03-07 09:05:01')).toBe('2026-03-07');
    expect(formatDate('2026-03-07 09:05:01', { time: true })).toBe('2026-03-07 09:05:01');
    expect(formatDate('2026-03-07', { time: true })).toBe('2026-03-07 00:00:00');
  });

  it('reads Unix seconds and milliseconds', () => {
    // 2026-01-01T00:00:00Z is 07:00 in Jakarta.
    expect(formatDate(1767225600, { time: true })).toBe('2026-01-01 07:00:00');
    expect(formatDate(1767225600000, { time: true })).toBe('2026-01-01 07:00:00');
    expect(formatDate('1767225600')).toBe('2026-01-01');
  });

  it('reads Date objects', () => {
    expect(formatDate(new Date(2026, 11, 31, 23, 59, 59), { time: true })).toBe('2026-12-31 23:59:59');
  });

  it.each(['', 'tomorrow', '2026-02-30', '2026-13-01', null, undefined, new Date('x')])(
    'refuses %s',
    (value) => {
      expect(() => formatDate(value)).toThrow(InvalidDateError);
    },
  );
});

describe('phone, card and number input', () => {
  it('keeps only digits', () => {
    expect(digitsOnly('+62 812-3456')).toBe('628123456');
  });

  it('limits a phone number to 11 digits and groups it 3-4-4', () => {
    expect(phoneDigits('0812-3456-78901')).toBe('08123456789');
    expect(formatPhone('08123456789')).toBe('081 2345 6789');
    expect(formatPhone('0812')).toBe('081 2');
    expect(formatPhone('081')).toBe('081');
    expect(formatPhone('')).toBe('');
  });

  it('groups a bank card in fours', () => {
    expect(formatBankCard('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatBankCard('4111-1111-11')).toBe('4111 1111 11');
    expect(formatBankCard('1234')).toBe('1234');
  });
});
