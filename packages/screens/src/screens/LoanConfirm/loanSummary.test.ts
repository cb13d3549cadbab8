import { describe, expect, it } from 'vitest';
import { isNumericText, summarizeRepayPlan } from './loanSummary';

const plan = (...amounts: string[]) => amounts.map((amount) => ({ amount }));

describe('summarizeRepayPlan', () => {
  it('adds the instalments and subtracts the amount borrowed', () => {
    expect(summarizeRepayPlan(plan('550000', '550000', '550000'), '1500000')).toEqual({
      total: '1650000',
      cost: '150000',
    });
  });

  it('is exact with decimals where floating point is not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(summarizeRepayPlan(plan('0.10', '0.20'), '0.25')).toEqual({ total: '0.3', cost: '0.05' });
    expect(summarizeRepayPlan(plan('1966.67', '1966.67', '1966.66'), '5000')).toEqual({
      total: '5900',
      cost: '900',
    });
  });

  it('mixes whole and decimal amounts and keeps the finer precision', () => {
    expect(summarizeRepayPlan(plan('100', '0.005'), '50.5')).toEqual({ total: '100.005', cost: '49.505' });
  });

  it('stays exact beyond the safe integer range', () => {
    expect(summarizeRepayPlan(plan('9007199254740993', '1'), '0')).toEqual({
      total: '9007199254740994',
      cost: '9007199254740994',
    });
  });

  it('accepts surrounding spaces as the server sends them', () => {
    expect(summarizeRepayPlan(plan(' 1200 ', '800'), ' 1800')).toEqual({ total: '2000', cost: '200' });
  });

  it('gives a negative cost when the plan repays less than was borrowed', () => {
    expect(summarizeRepayPlan(plan('400.50'), '500')).toEqual({ total: '400.5', cost: '-99.5' });
    expect(summarizeRepayPlan(plan('0.25'), '1')).toEqual({ total: '0.25', cost: '-0.75' });
  });

  it('has no summary for an empty plan', () => {
    expect(summarizeRepayPlan([], '1500000')).toBeNull();
  });

  it('has no summary when any instalment amount is missing or not a number', () => {
    for (const bad of ['', ' ', 'Rp 550.000', '1,500', '1e3', 'NaN', '.5', '5.', '--1']) {
      expect(summarizeRepayPlan(plan('550000', bad), '1000000')).toBeNull();
    }
  });

  it('gives the total but no cost when the amount borrowed is not a number', () => {
    expect(summarizeRepayPlan(plan('550000', '550000'), '')).toEqual({ total: '1100000', cost: null });
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
