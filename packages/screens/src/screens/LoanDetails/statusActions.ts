/**
 * What loan details offers for an order status (spec section 4). The statuses' meanings are not in the
 * spec; these rules follow its table, with the recommended-products decision from DESIGN.md.
 */

export type LoanAction = 'repay' | 'extend' | 'borrowAgain';

/** Statuses with their own illustration; any other status is drawn as 21 (under review). */
export type IllustrationStatus = 21 | 151 | 174 | 180 | 110 | 200;

const REPAY_WITH_EXTENSION = new Set([174, 180, 3, 5]);
const BORROW_AGAIN = new Set([200, 4]);
const HIDES_RECOMMENDED = new Set([170, 174, 180, 200]);
const ILLUSTRATED = new Set<number>([21, 151, 174, 180, 110, 200]);

/**
 * The actions for an order status, in the order they are shown: Repay (174, 180, 3, 5 and 170), the
 * extension link beside it when the server allows one (not for 170), Borrow again (200, 4); none otherwise.
 */
export function statusActions(status: number, canExtend: boolean): LoanAction[] {
  if (REPAY_WITH_EXTENSION.has(status)) return canExtend ? ['extend', 'repay'] : ['repay'];
  if (status === 170) return ['repay'];
  if (BORROW_AGAIN.has(status)) return ['borrowAgain'];
  return [];
}

/** Recommended products would distract from repaying (170, 174, 180) or a finished loan (200). */
export function showsRecommended(status: number): boolean {
  return !HIDES_RECOMMENDED.has(status);
}

/** The drawing for a status: its own for the six the spec lists, 21's for every other. */
export function illustrationFor(status: number): IllustrationStatus {
  return ILLUSTRATED.has(status) ? (status as IllustrationStatus) : 21;
}
