// The mock backend's late fee (what fixtures, stories and the demo app show) is the loan terms' own rule:
// for every unpaid amount and day late, it equals the penalty the LoanTerms screen's example computes.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DAILY_LATE_FEE_BANDS, lateFeeMinor, ONE_TIME_LATE_FEE_MINOR } from '@loan-h5/api/mocks';
import { DAILY_PENALTY_BANDS, ONE_TIME_PENALTY_MINOR, penaltySchedule } from '@loan-h5/screens';

describe('the mock late fee and the loan terms agree (India)', () => {
  it('on the same constants', () => {
    expect(ONE_TIME_LATE_FEE_MINOR).toEqual(ONE_TIME_PENALTY_MINOR);
    expect(DAILY_LATE_FEE_BANDS).toEqual(DAILY_PENALTY_BANDS);
  });

  it('on every unpaid amount, day late and kind of borrower (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 400 }),
        fc.constantFrom('new' as const, 'repeat' as const),
        (unpaid, day, borrower) => {
          const [terms] = penaltySchedule(unpaid, borrower, [day]);
          expect(lateFeeMinor('IN', unpaid, day, borrower)).toBe(terms!.penaltiesMinor);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
