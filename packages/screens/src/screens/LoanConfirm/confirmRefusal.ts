/** Why a tap on Confirm sends nothing: the plan is not shown in full, or the borrower has not agreed. */
export type ConfirmRefusal = 'plan' | 'consent';

/**
 * What a tap on Confirm does. The plan comes first: agreeing to a loan whose repayments cannot be shown
 * is not informed consent, and ticking the box would not fix it. `null`: send the confirmation.
 */
export function confirmRefusal({
  planComplete,
  agreed,
}: {
  planComplete: boolean;
  agreed: boolean;
}): ConfirmRefusal | null {
  if (!planComplete) return 'plan';
  if (!agreed) return 'consent';
  return null;
}
