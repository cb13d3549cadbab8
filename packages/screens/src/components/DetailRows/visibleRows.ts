import { isValidElement, type ReactNode } from 'react';

export interface DetailRow {
  /** Label on the left, e.g. 'Loan amount' (server text). */
  title: string;
  /** Value on the right; server text is shown as text, never parsed as HTML. */
  value: ReactNode | string | number;
  /** Stands out (bold, larger), e.g. the total to repay. */
  emphasis?: boolean;
}

// A zero amount as servers send it: '0', '0.00', '0,00', 'Rp 0', 'Rs. 0.00', '₹0', 'IDR 0', '-0'.
const ZERO_AMOUNT = /^[-+]?\s*(?:rp\.?|rs\.?|₹|inr|idr)?\s*[-+]?0+(?:[.,]0+)*$/i;

/**
 * Whether a row's value counts as empty for `hideEmpty`: missing, blank, or zero (as a number,
 * plain text or money text). An element (a badge, a link) is never empty: it was put there on purpose.
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || typeof value === 'boolean') return true;
  if (typeof value === 'number') return value === 0 || Number.isNaN(value);
  if (typeof value === 'string') return value.trim() === '' || ZERO_AMOUNT.test(value.trim());
  if (Array.isArray(value)) return value.every(isEmptyValue);
  if (isValidElement(value)) return false;
  return false;
}

/** The rows to show: all of them, or with `hideEmpty` only those with a non-empty value. */
export function visibleRows<T extends Pick<DetailRow, 'value'>>(
  rows: readonly T[],
  { hideEmpty = false }: { hideEmpty?: boolean } = {},
): T[] {
  return hideEmpty ? rows.filter((row) => !isEmptyValue(row.value)) : [...rows];
}
