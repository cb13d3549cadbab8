import { describe, expect, it } from 'vitest';
import {
  dailyPenaltyPercent,
  LOAN_TERMS,
  ONE_TIME_PENALTY_MINOR,
  PENALTY_EXAMPLE,
  penaltySchedule,
  percentOfMinor,
} from './loanTermsRules';

describe('loan terms constants (spec 9)', () => {
  it('are the spec figures', () => {
    expect(LOAN_TERMS).toMatchObject({
      minTermDays: 91,
      maxTermDays: 365,
      decisionDays: 1,
      fundsMinDays: 1,
      fundsMaxDays: 3,
      prepaymentMinDays: 7,
      changeNoticeDays: 3,
      assignmentNoticeBusinessDays: 7,
      judgmentDefaultDays: 10,
      emailNoticeHours: 1,
    });
    expect(ONE_TIME_PENALTY_MINOR).toEqual({ new: 100_000, repeat: 80_000 });
  });
});

describe('dailyPenaltyPercent: 5 % days 1-30, 4 % days 31-90, 2 % from day 91', () => {
  it.each([
    [1, 5],
    [30, 5],
    [31, 4],
    [90, 4],
    [91, 2],
    [365, 2],
    [1000, 2],
  ])('day %i → %i %', (day, percent) => {
    expect(dailyPenaltyPercent(day)).toBe(percent);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses day %s', (day) => {
    expect(() => dailyPenaltyPercent(day)).toThrow(RangeError);
  });
});

describe('percentOfMinor: exact integers, half up to the paisa', () => {
  it.each([
    [500_000, 5, 25_000],
    [500_000, 4, 20_000],
    [500_000, 2, 10_000],
    [1, 5, 0], // 0.05 paise
    [10, 5, 1], // 0.5 paise rounds up
    [9, 5, 0], // 0.45 paise rounds down
    [123_457, 4, 4938], // 4938.28
    [123_463, 4, 4939], // 4938.52
    [8_000_000, 5, 400_000], // Rs. 80,000, the largest loan
    [0, 5, 0],
  ])('%i × %i % = %i', (amount, percent, result) => {
    expect(percentOfMinor(amount, percent)).toBe(result);
  });

  it.each([-1, 0.5, Number.NaN, 2e12])('refuses %s', (amount) => {
    expect(() => percentOfMinor(amount, 5)).toThrow(RangeError);
  });
});

describe('penaltySchedule: one-time penalty, then the daily rate of each band, of the unpaid amount', () => {
  // Rs. 5,000 unpaid: Rs. 250 a day (5 %), Rs. 200 (4 %), Rs. 100 (2 %).
  it.each([
    ['new', 1, 5, 25_000, 125_000],
    ['new', 30, 5, 25_000, 850_000],
    ['new', 31, 4, 20_000, 870_000],
    ['new', 90, 4, 20_000, 2_050_000],
    ['new', 91, 2, 10_000, 2_060_000],
    ['new', 120, 2, 10_000, 2_350_000],
    ['repeat', 1, 5, 25_000, 105_000],
    ['repeat', 120, 2, 10_000, 2_330_000],
  ] as const)('%s customer, day %i: %i %, %i that day, %i in all', (customer, day, percent, daily, total) => {
    const [row] = penaltySchedule(500_000, customer, [day]);
    expect(row).toEqual({
      day,
      percent,
      dailyMinor: daily,
      penaltiesMinor: total,
      totalDueMinor: 500_000 + total,
    });
  });

  it('rounds each day as it is charged (Rs. 1,234.57 unpaid)', () => {
    // 5 % = 6172.85 → 6173 paise a day; 4 % = 4938.28 → 4938.
    const [day30, day31] = penaltySchedule(123_457, 'new', [30, 31]);
    expect(day30!.penaltiesMinor).toBe(100_000 + 30 * 6173);
    expect(day31!.penaltiesMinor).toBe(100_000 + 30 * 6173 + 4938);
  });

  it('gives only integers for the worked example', () => {
    const rows = penaltySchedule(PENALTY_EXAMPLE.unpaidMinor, PENALTY_EXAMPLE.customer, PENALTY_EXAMPLE.days);
    expect(rows.map((r) => r.day)).toEqual([1, 30, 31, 90, 91, 120]);
    for (const row of rows)
      for (const value of Object.values(row)) expect(Number.isSafeInteger(value)).toBe(true);
  });

  it.each([
    [-100, 1],
    [100.5, 1],
    [500_000, 0],
  ])('refuses unpaid %s on day %s', (unpaid, day) => {
    expect(() => penaltySchedule(unpaid, 'new', [day])).toThrow(RangeError);
  });
});
