import { isNumericText, sumDecimalTexts } from '../../i18n/decimal';

export { isNumericText };

/** One instalment of a loan's repayment plan, as the server sends it (the amount is numeric text). */
export interface RepayPlanItem {
  amount: string;
  payTime: string;
  description: string;
}

export interface LoanSummary {
  /** Sum of every instalment, as plain numeric text ("1650000", "5900.50"). */
  total: string;
  /** How many instalments the plan has. */
  instalments: number;
}

/**
 * Total to repay, worked out from the plan in exact minor units so that "0.10" + "0.20" is "0.3", not
 * 0.30000000000000004. Only a complete plan gives a summary: null when the plan is empty, or any
 * instalment has no date or an amount that is not numeric (a partial sum would understate the debt, and
 * the borrower must see what they repay and when before agreeing). No "cost of the loan": fees taken at
 * disbursal are not in the plan, so total minus amount borrowed would understate it (DESIGN.md).
 */
export function summarizeRepayPlan(
  plan: readonly Pick<RepayPlanItem, 'amount' | 'payTime'>[],
): LoanSummary | null {
  const complete = plan.every((item) => isNumericText(item.amount) && item.payTime.trim() !== '');
  if (plan.length === 0 || !complete) return null;
  return { total: sumDecimalTexts(plan.map((item) => item.amount)), instalments: plan.length };
}
