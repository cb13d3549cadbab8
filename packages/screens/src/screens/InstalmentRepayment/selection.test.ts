import { describe, expect, it } from 'vitest';
import { sumDecimalTexts } from '../../i18n/decimal';
import {
  canPay,
  canTap,
  clampSelection,
  initialSelection,
  isPayAll,
  runningTotals,
  selectableCount,
  selectedTotal,
  tapInstalment,
  togglePayAll,
} from './selection';

const row = (totalAmount: string, selectable = true) => ({ totalAmount, selectable });
/** Three pending instalments of a 3-month plan (India), all payable. */
const plan = [row('1816.67'), row('1816.67'), row('1816.66')];
const locked = [row('1816.67', false), row('1816.67', false)];
/** The server allows the first two only. */
const partly = [row('100'), row('200'), row('300', false), row('400')];

describe('selection rules (spec section 4: instalments)', () => {
  // [what happens, plan, checked before, action, checked after, running total after]
  it.each([
    ['a plan opens with the first selected', plan, null, 'open', 1, '1816.67'],
    ['nothing opens selected when the first cannot be clicked', locked, null, 'open', 0, '0'],
    ['tapping the checked first does nothing', plan, 1, 0, 1, '1816.67'],
    ['tapping the first when none is checked checks it', plan, 0, 0, 1, '1816.67'],
    ['selecting the 3rd checks 1st to 3rd and sums them', plan, 1, 2, 3, '5450'],
    ['selecting the 2nd checks 1st and 2nd', plan, 0, 1, 2, '3633.34'],
    ['unchecking the 2nd clears it and every one after', plan, 3, 1, 1, '1816.67'],
    ['unchecking the 3rd clears only it (last)', plan, 3, 2, 2, '3633.34'],
    ['tapping the checked first with more checked keeps them', plan, 3, 0, 3, '5450'],
    ['a row cannot be tapped when the first is not clickable', locked, 0, 1, 0, '0'],
    ['a row after one the server locks cannot be selected', partly, 1, 3, 1, '100'],
    ['a locked row itself cannot be selected', partly, 1, 2, 1, '100'],
    ['rows up to a locked one can', partly, 1, 1, 2, '300'],
    ['pay all from only the first checks all', plan, 1, 'payAll', 3, '5450'],
    ['pay all from some checks all', plan, 2, 'payAll', 3, '5450'],
    ['pay all when all are checked goes back to the first', plan, 3, 'payAll', 1, '1816.67'],
    ['pay all checks only the selectable run', partly, 1, 'payAll', 2, '300'],
    ['pay all does nothing when nothing can be selected', locked, 0, 'payAll', 0, '0'],
    ['a host count beyond the plan is kept within it', plan, 9, 'open', 3, '5450'],
    ['an empty plan has nothing to select', [], null, 'open', 0, '0'],
  ] as const)('%s', (_, pending, before, action, after, total) => {
    const start = before ?? initialSelection(pending);
    const next =
      action === 'open'
        ? clampSelection(pending, start)
        : action === 'payAll'
          ? togglePayAll(pending, start)
          : tapInstalment(pending, start, action);
    expect(next).toBe(after);
    expect(selectedTotal(pending, next)).toBe(total);
  });

  it('says which rows can be tapped and when pay all is on', () => {
    expect(selectableCount(partly)).toBe(2);
    expect([0, 1, 2, 3].map((i) => canTap(partly, i))).toEqual([true, true, false, false]);
    expect(canTap(locked, 0)).toBe(false);
    expect(isPayAll(plan, 3)).toBe(true);
    expect(isPayAll(plan, 2)).toBe(false);
    expect(isPayAll(locked, 0)).toBe(false);
    // A plan of one: only the first is all there is.
    expect(isPayAll([row('5')], 1)).toBe(true);
    expect(togglePayAll([row('5')], 1)).toBe(1);
  });

  it('reads a plan once, not on every tap: a daily plan is 365 rows and a tap asks several rules', () => {
    let reads = 0;
    const rows = Array.from({ length: 365 }, () => row('1816.67'));
    const daily = new Proxy(rows, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    expect(tapInstalment(daily, 1, 364)).toBe(365);
    const first = reads;
    expect(first).toBeLessThanOrEqual(365);
    // The next taps, "pay all" and the screen's own questions read no row again.
    expect(tapInstalment(daily, 365, 364)).toBe(364);
    expect(isPayAll(daily, 364)).toBe(false);
    expect(togglePayAll(daily, 364)).toBe(365);
    expect(clampSelection(daily, 400)).toBe(365);
    expect(reads).toBe(first);
  });

  it('sums in exact minor units, never floating point', () => {
    expect(selectedTotal([row('0.10'), row('0.20')], 2)).toBe('0.3');
    expect(0.1 + 0.2).not.toBe(0.3);
    const many = Array.from({ length: 365 }, () => row('1816.67'));
    expect(selectedTotal(many, 365)).toBe('663084.55');
    expect(selectedTotal([row('12345678901234567.89'), row('0.11')], 2)).toBe('12345678901234568');
    expect(selectedTotal([row('1500000'), row('1500000.5')], 2)).toBe('3000000.5');
  });

  it('pays only a total above zero', () => {
    expect(canPay('0')).toBe(false);
    expect(canPay('0.00')).toBe(false);
    expect(canPay('-5')).toBe(false);
    expect(canPay('0.01')).toBe(true);
    expect(canPay('1816.67')).toBe(true);
  });

  it('refuses to sum text that is not an amount (a partial sum would understate the debt)', () => {
    expect(() => sumDecimalTexts(['100', 'Rs. 5'])).toThrow('Not numeric text');
    expect(sumDecimalTexts([])).toBe('0');
  });
});

describe('runningTotals', () => {
  it('gives every prefix its exact sum, the same as adding that many amounts', () => {
    const lists = [
      ['1816.67', '1816.67', '1816.66'],
      ['0.10', '0.20', '0.3', '1'],
      ['1516700', '1516700', '1516600'],
      ['12345678901234567.89', '0.11'],
      Array.from({ length: 365 }, (_, i) => (i === 364 ? '1816.66' : '1816.67')),
    ];
    for (const amounts of lists) {
      const totals = runningTotals(amounts.map((totalAmount) => ({ totalAmount })))!;
      expect(totals).toHaveLength(amounts.length + 1);
      totals.forEach((total, k) => expect(total).toBe(sumDecimalTexts(amounts.slice(0, k))));
    }
    expect(runningTotals([])).toEqual(['0']);
  });

  it('is null, never a partial figure, when an amount is not numeric text', () => {
    expect(runningTotals([{ totalAmount: '5' }, { totalAmount: 'Rs. 5' }])).toBeNull();
  });
});
