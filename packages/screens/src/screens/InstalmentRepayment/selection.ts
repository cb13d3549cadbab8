import { isNumericText, isZeroText, runningSums, sumDecimalTexts } from '../../i18n/decimal';

/** One instalment of the plan (same shape as the api's `Instalment`). */
export interface InstalmentItem {
  /** The period's number in the plan, from 1. */
  period: number;
  /** Numeric text ("1816.67"): what the running total adds up. */
  totalAmount: string;
  /** The server's own formatted amount (not used for sums). */
  amountText: string;
  /** The server's `canClick` 1. */
  selectable: boolean;
  /** 500 shows the amount in the dark colour. */
  status: number;
  /** Server text about the period (due, overdue with its fee, paid on...). */
  description: string;
  /** Server date text (`YYYY-MM-DD`). */
  dueTime: string;
  /** Days past due, from the server row (`overdueDays`); absent or 0 when not late. */
  overdueDays?: number;
  /** The late fee included in `totalAmount`, numeric text from the server row (`lateFee`); absent: none sent. */
  lateFee?: string;
}

/** The status whose amount is shown dark (spec section 3). */
export const STATUS_DARK = 500;

/*
 * What "selectable" means (spec section 4 says both "only the first pending instalment is selectable if
 * canClick is 1" and "selecting a later item checks all up to it"): instalments are paid strictly in order,
 * so a selection is always a run from the first pending instalment. It is held as a count: `n` checks the
 * pending rows 0..n-1.
 * - The run starts at the first pending row and only when its `selectable` (canClick) is on: with it off
 *   nothing can be selected (count 0) and Pay does nothing.
 * - A later row k can be tapped, and selecting it checks rows 0..k (so the first is always in the run); it
 *   can never be checked on its own. A later row whose own `selectable` is off ends the run: it and the
 *   rows after it cannot be selected.
 * - Unchecking row k (k > 0) clears it and every row after it (count k); tapping the checked first row does
 *   nothing (the first stays selected once chosen).
 * - "Pay all" toggles between every selectable row checked and only the first.
 */

/** Each plan's selectable run, counted once: a tap asks several rules, and a daily plan has 365 rows. */
const countedRuns = new WeakMap<readonly object[], number>();

/**
 * How many pending rows, from the first, can be selected: the leading run of `selectable` rows. A plan is
 * read once (props are not changed in place: a new plan is a new array).
 */
export function selectableCount(pending: readonly Pick<InstalmentItem, 'selectable'>[]): number {
  const counted = countedRuns.get(pending);
  if (counted !== undefined) return counted;
  const firstOff = pending.findIndex((item) => !item.selectable);
  const count = firstOff === -1 ? pending.length : firstOff;
  countedRuns.set(pending, count);
  return count;
}

/** A selection count kept within what the plan allows (a host may pass any number). */
export function clampSelection(pending: readonly Pick<InstalmentItem, 'selectable'>[], count: number) {
  const max = selectableCount(pending);
  return Math.max(0, Math.min(max, Number.isInteger(count) ? count : 0));
}

/** The selection a plan opens with: the first pending instalment when it can be selected, else none. */
export function initialSelection(pending: readonly Pick<InstalmentItem, 'selectable'>[]): number {
  return selectableCount(pending) > 0 ? 1 : 0;
}

/** Whether row `index` can be tapped (the run up to it is selectable). */
export function canTap(pending: readonly Pick<InstalmentItem, 'selectable'>[], index: number): boolean {
  return index >= 0 && index < selectableCount(pending);
}

/** The selection after tapping row `index`, given `count` rows are checked now. */
export function tapInstalment(
  pending: readonly Pick<InstalmentItem, 'selectable'>[],
  count: number,
  index: number,
): number {
  const current = clampSelection(pending, count);
  if (!canTap(pending, index)) return current;
  const checked = index < current;
  if (!checked) return index + 1; // checks every row up to it
  if (index === 0) return current; // the checked first row stays checked
  return index; // clears it and every row after it
}

/** "Pay all" is on when every selectable row is checked (and there is at least one). */
export function isPayAll(pending: readonly Pick<InstalmentItem, 'selectable'>[], count: number): boolean {
  const max = selectableCount(pending);
  return max > 0 && clampSelection(pending, count) === max;
}

/** Toggling "pay all": from all checked to only the first, otherwise to all. */
export function togglePayAll(pending: readonly Pick<InstalmentItem, 'selectable'>[], count: number) {
  const max = selectableCount(pending);
  if (max === 0) return 0;
  return isPayAll(pending, count) ? 1 : max;
}

/**
 * The running total of the checked rows as numeric text without separators, summed exactly on the
 * decimal digits ("1816.67" + "1816.67" → "3633.34"); "0" for none.
 */
export function selectedTotal(
  pending: readonly Pick<InstalmentItem, 'selectable' | 'totalAmount'>[],
  count: number,
): string {
  return sumDecimalTexts(pending.slice(0, clampSelection(pending, count)).map((item) => item.totalAmount));
}

/**
 * The plan's totals from the first row, worked out once per plan: `totals[k]` is the exact sum of the first
 * `k` rows (`totals[0]` "0", the last one what is still to pay), so a tap looks its total up instead of adding
 * 365 amounts again. Null when an amount is not numeric text (a host's data): never a partial figure.
 */
export function runningTotals(pending: readonly Pick<InstalmentItem, 'totalAmount'>[]): string[] | null {
  const amounts = pending.map((item) => item.totalAmount);
  return amounts.every(isNumericText) ? runningSums(amounts) : null;
}

/** Pay goes ahead only for a total above zero (spec section 5: a total of 0 does nothing). */
export function canPay(total: string): boolean {
  return !isZeroText(total) && !total.trim().startsWith('-');
}
