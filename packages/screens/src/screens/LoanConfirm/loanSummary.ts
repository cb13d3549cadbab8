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

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** Whether `text` is plain numeric text ("1500000", "12.50", "-3"), the only form the plan's amounts may take. */
export function isNumericText(text: unknown): text is string {
  return typeof text === 'string' && NUMERIC.test(text.trim());
}

/** The number of decimals of numeric text. */
const decimalsOf = (text: string) => text.trim().split('.')[1]?.length ?? 0;

/** Numeric text as a whole number of `scale`-decimal minor units, exact for any size (no float rounding). */
function toMinor(text: string, scale: number): bigint {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const [int = '0', frac = ''] = trimmed.replace(/^-/, '').split('.');
  const minor = BigInt(int + frac.padEnd(scale, '0'));
  return negative ? -minor : minor;
}

/** Minor units back to numeric text with `scale` decimals, dropping a fraction that is all zeros. */
function fromMinor(minor: bigint, scale: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(scale + 1, '0');
  const int = digits.slice(0, digits.length - scale);
  const frac = digits.slice(digits.length - scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${int}${frac ? `.${frac}` : ''}`;
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
  const texts = plan.map((item) => item.amount);
  const scale = Math.max(0, ...texts.map(decimalsOf));
  const total = texts.reduce((sum, text) => sum + toMinor(text, scale), 0n);
  return { total: fromMinor(total, scale), instalments: plan.length };
}
