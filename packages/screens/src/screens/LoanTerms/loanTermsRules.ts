/**
 * The loan terms' constants (spec section 9) and rules (section 5), in one place: the terms' text takes its
 * numbers from here, and the penalty example is computed from them. Money in exact minor units (paise).
 */
export const LOAN_TERMS = {
  minTermDays: 91,
  maxTermDays: 365,
  /** The lender decides within this many days of a complete application. */
  decisionDays: 1,
  /** Funds are credited this many calendar days after acceptance. */
  fundsMinDays: 1,
  fundsMaxDays: 3,
  /** Prepayment only after half the term and at least this many calendar days after disbursal. */
  prepaymentMinDays: 7,
  /** Changes of name, date of birth or address are notified within this many days. */
  changeNoticeDays: 3,
  /** The lender assigns the loan only with this many business days' notice. */
  assignmentNoticeBusinessDays: 7,
  /** A judgment unpaid for this many days is an event of default. */
  judgmentDefaultDays: 10,
  /** A notice by e-mail is deemed received this many hours after sending (by mail: the second business day). */
  emailNoticeHours: 1,
} as const;

export type CustomerKind = 'new' | 'repeat';

/** The one-time late penalty, charged on the first day late (Rs. 1,000 new, Rs. 800 repeat), in paise. */
export const ONE_TIME_PENALTY_MINOR: Record<CustomerKind, number> = { new: 100_000, repeat: 80_000 };

/** The daily penalty, in % of the unpaid amount, by day late: days 1-30 5 %, 31-90 4 %, from 91 2 %. */
export const DAILY_PENALTY_BANDS = [
  { fromDay: 1, toDay: 30, percent: 5 },
  { fromDay: 31, toDay: 90, percent: 4 },
  { fromDay: 91, toDay: Infinity, percent: 2 },
] as const;

/** The daily rate (%) on a given day late (1 = the first day after the due date). */
export function dailyPenaltyPercent(day: number): number {
  assertDay(day);
  return DAILY_PENALTY_BANDS.find((band) => day <= band.toDay)!.percent;
}

/** `percent` % of an amount in minor units, rounded half up to the minor unit, in integers only. */
export function percentOfMinor(amountMinor: number, percent: number): number {
  assertMinor(amountMinor);
  const hundredths = amountMinor * percent; // exact: both are integers, far below 2^53
  const whole = Math.floor(hundredths / 100);
  return hundredths - whole * 100 >= 50 ? whole + 1 : whole;
}

export interface PenaltyDay {
  /** Days late (1 = the first day after the due date). */
  day: number;
  /** The daily rate that day, %. */
  percent: number;
  /** The daily penalty charged that day (the one-time penalty not included). */
  dailyMinor: number;
  /** Every penalty up to and including that day, the one-time penalty included. */
  penaltiesMinor: number;
  /** The unpaid amount plus those penalties: what clears the debt that day. */
  totalDueMinor: number;
}

/**
 * The late penalties on an unpaid amount, on each of the given days late: the one-time penalty from day 1,
 * plus each day's penalty at that day's rate, always of the unpaid amount (never of penalties).
 */
export function penaltySchedule(
  unpaidMinor: number,
  customer: CustomerKind,
  days: readonly number[],
): PenaltyDay[] {
  assertMinor(unpaidMinor);
  return days.map((day) => {
    assertDay(day);
    // Sum band by band: the days of each band up to `day`, times that band's daily penalty.
    let daily = 0;
    for (const band of DAILY_PENALTY_BANDS) {
      const daysInBand = Math.min(day, band.toDay) - band.fromDay + 1;
      if (daysInBand > 0) daily += daysInBand * percentOfMinor(unpaidMinor, band.percent);
    }
    const penaltiesMinor = ONE_TIME_PENALTY_MINOR[customer] + daily;
    return {
      day,
      percent: dailyPenaltyPercent(day),
      dailyMinor: percentOfMinor(unpaidMinor, dailyPenaltyPercent(day)),
      penaltiesMinor,
      totalDueMinor: unpaidMinor + penaltiesMinor,
    };
  });
}

/** The worked example of the terms: Rs. 5,000 unpaid, a new customer, on the days where a rate starts or ends. */
export const PENALTY_EXAMPLE = {
  unpaidMinor: 500_000,
  customer: 'new' as CustomerKind,
  days: [1, 30, 31, 90, 91, 120],
};

function assertMinor(amount: number) {
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > 1e12)
    throw new RangeError(`not an amount in minor units: ${amount}`);
}

function assertDay(day: number) {
  if (!Number.isSafeInteger(day) || day < 1) throw new RangeError(`not a day late: ${day}`);
}
