import { isNumericText, isZeroText } from '../../i18n/decimal';
import { selectableCount, type InstalmentItem } from './selection';

/** How late an instalment is, from the server row: days past due and the late fee (numeric text, or ''). */
export interface Overdue {
  days: number;
  fee: string;
}

/** The row's lateness when the server says it is late (`overdueDays` above 0); a zero or unreadable fee is left out. */
export function overdueOf(item: Pick<InstalmentItem, 'overdueDays' | 'lateFee'>): Overdue | null {
  const days = item.overdueDays ?? 0;
  if (!Number.isInteger(days) || days <= 0) return null;
  const fee = item.lateFee ?? '';
  return { days, fee: isNumericText(fee) && !isZeroText(fee) ? fee.trim() : '' };
}

/** Words a due-date line is made of besides the date ("Due on 2026-06-11", "Jatuh tempo pada 11-06-2026"). */
const DUE_WORDS = new Set([
  'due',
  'on',
  'date',
  'by',
  'before',
  'is',
  'jatuh',
  'tempo',
  'pada',
  'tanggal',
  'tgl',
  'sebelum',
]);

/** The ways a server may write the day `YYYY-MM-DD`: ISO, day first, with dashes, slashes or dots. */
function dateSpellings(iso: string): string[] {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso.trim());
  if (!m) return [];
  const [, y, mo, d] = m;
  return [`${y}-${mo}-${d}`, `${y}/${mo}/${d}`, `${d}-${mo}-${y}`, `${d}/${mo}/${y}`, `${d}.${mo}.${y}`];
}

/**
 * Whether the server's `repayDes` only repeats the due date the row already shows ("Due on 2026-06-11"):
 * it holds that date (as the server writes it, or as the screen shows it: `shownDue`) and otherwise only
 * due-date words. Anything more ("Due today", "Paid on 2026-05-11", a fee) is the server's news and stays.
 */
export function repeatsDueDate(description: string, dueTime: string, shownDue = ''): boolean {
  const text = description.trim().toLowerCase();
  if (!text) return false;
  const spellings = [...dateSpellings(dueTime), shownDue.trim().toLowerCase()].filter(Boolean);
  let rest = text;
  for (const spelling of spellings) rest = rest.split(spelling).join(' ');
  if (rest === text) return false;
  return rest
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .every((word) => DUE_WORDS.has(word));
}

/**
 * The server's line under a pending row, or '' when the row already says it: a repeat of the due date, or,
 * on a late row that shows "N days late · late fee X", the server's own wording of those days.
 */
export function pendingDescription(item: InstalmentItem, shownDue: string, overdue: Overdue | null): string {
  const text = item.description.trim();
  if (!text || repeatsDueDate(text, item.dueTime, shownDue)) return '';
  if (overdue && new RegExp(`(^|\\D)${overdue.days}(\\D|$)`).test(text)) return '';
  return text;
}

/** A plan with instalments to pay of which none can be paid here (`canClick` 0 on the first). */
export function isPlanLocked(pending: readonly Pick<InstalmentItem, 'selectable'>[]): boolean {
  return pending.length > 0 && selectableCount(pending) === 0;
}
