import { describe, expect, it } from 'vitest';
import { isNumericText, summarizeRepayPlan } from './loanSummary';

const plan = (...amounts: string[]) => amounts.map((amount, i) => ({ amount, payTime: `2026-0${i + 1}-11` }));

describe('summarizeRepayPlan', () => {
  it('adds the instalments and counts them', () => {
    expect(summarizeRepayPlan(plan('522750', '522750', '522750'))).toEqual({
      total: '1568250',
      instalments: 3,
    });
  });

  it('is exact with decimals where floating point is not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(summarizeRepayPlan(plan('0.10', '0.20'))).toEqual({ total: '0.3', instalments: 2 });
    expect(summarizeRepayPlan(plan('1816.67', '1816.67', '1816.66'))).toEqual({
      total: '5450',
      instalments: 3,
    });
  });

  it('mixes whole and decimal amounts and keeps the finer precision', () => {
    expect(summarizeRepayPlan(plan('100', '0.005'))?.total).toBe('100.005');
  });

  it('stays exact beyond the safe integer range', () => {
    expect(summarizeRepayPlan(plan('9007199254740993', '1'))?.total).toBe('9007199254740994');
  });

  it('accepts surrounding spaces as the server sends them', () => {
    expect(summarizeRepayPlan(plan(' 1200 ', '800'))?.total).toBe('2000');
  });

  it('has no summary for an empty plan', () => {
    expect(summarizeRepayPlan([])).toBeNull();
  });

  it('has no summary when any instalment amount is missing or not a number', () => {
    for (const bad of ['', ' ', 'Rp 550.000', '1,500', '1e3', 'NaN', '.5', '5.', '--1']) {
      expect(summarizeRepayPlan(plan('550000', bad))).toBeNull();
    }
  });

  it('has no summary when any instalment has no date', () => {
    expect(summarizeRepayPlan([...plan('550000'), { amount: '550000', payTime: ' ' }])).toBeNull();
  });
});

describe('isNumericText', () => {
  it('accepts plain numbers as text only', () => {
    expect(isNumericText('12.50')).toBe(true);
    expect(isNumericText('-3')).toBe(true);
    expect(isNumericText('Rs. 12')).toBe(false);
    expect(isNumericText(12)).toBe(false);
    expect(isNumericText(undefined)).toBe(false);
  });
});
