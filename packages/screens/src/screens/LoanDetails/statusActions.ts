/**
 * What loan details offers for an order status (spec section 4). The statuses' meanings are not in the
 * spec; these rules follow its table, with the recommended-products decision from DESIGN.md.
 */

export type LoanAction = 'repay' | 'extend' | 'borrowAgain' | 'callService';

/** What an order status means for the borrower, each drawn its own way. */
export type StatusDrawing =
  | 'review'
  | 'disbursing'
  | 'notApproved'
  | 'repaying'
  | 'due'
  | 'overdue'
  | 'extended'
  | 'repaid'
  | 'closed'
  | 'unknown';

const DRAWING: Record<number, StatusDrawing> = {
  21: 'review',
  151: 'disbursing',
  110: 'notApproved',
  170: 'repaying',
  174: 'due',
  3: 'due',
  180: 'overdue',
  5: 'extended',
  200: 'repaid',
  4: 'closed',
};

const REPAY_WITH_EXTENSION = new Set([174, 180, 3, 5]);
const BORROW_AGAIN = new Set([200, 4]);
const HIDES_RECOMMENDED = new Set([170, 174, 180, 200]);

/** Whether the page knows what a status means (the spec's ten); any other leads to customer service. */
export const isKnownStatus = (status: number): boolean => status in DRAWING;

/**
 * The actions for an order status, in the order they are shown: Repay (174, 180, 3, 5 and 170), the
 * extension link beside it when the server allows one (not for 170), Borrow again (200, 4); a status the
 * page does not know offers customer service, so the borrower is never left without a next step.
 */
export function statusActions(status: number, canExtend: boolean): LoanAction[] {
  if (REPAY_WITH_EXTENSION.has(status)) return canExtend ? ['extend', 'repay'] : ['repay'];
  if (status === 170) return ['repay'];
  if (BORROW_AGAIN.has(status)) return ['borrowAgain'];
  if (!isKnownStatus(status)) return ['callService'];
  return [];
}

/** Recommended products would distract from repaying (170, 174, 180) or a finished loan (200). */
export function showsRecommended(status: number): boolean {
  return !HIDES_RECOMMENDED.has(status);
}

/** The drawing for a status: one per meaning (due and due today share one); `unknown` for any other. */
export function illustrationFor(status: number): StatusDrawing {
  return DRAWING[status] ?? 'unknown';
}
