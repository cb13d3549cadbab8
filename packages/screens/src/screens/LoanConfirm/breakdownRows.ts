/** A title/value line of the loan breakdown (server text). */
export interface LoanBreakdownRow {
  title: string;
  value: string;
}

export interface LoanBreakdownData {
  type: number;
  details: readonly LoanBreakdownRow[];
  detail1: readonly LoanBreakdownRow[];
  detail2: readonly LoanBreakdownRow[];
}

/**
 * The breakdown groups to show: type 1 uses `details`; every other type uses `detail1` then `detail2`
 * (two groups, drawn with a divider). Empty groups are left out.
 */
export function breakdownGroups(data: LoanBreakdownData): LoanBreakdownRow[][] {
  const groups = data.type === 1 ? [data.details] : [data.detail1, data.detail2];
  return groups.filter((rows) => rows.length > 0).map((rows) => [...rows]);
}
