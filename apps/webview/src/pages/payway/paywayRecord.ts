import type { BankCard } from '@loan-h5/api';
import type { CardPayStep, ConfirmFailure } from '@loan-h5/screens';
import { readStored, writeStored } from '../../lib/storedValue';

/**
 * A card payment in progress, kept in sessionStorage with everything needed to carry on after a reload:
 * which request is out (its Idempotency-Key, so "Check again" repeats the very same request), the SMS step's
 * record id and countdown deadline, and, once the server said so, that it is paid.
 *
 * - `committing`: repayment-commit (sendMsg 0) was sent and no answer is known;
 * - `code`: the server asked for the SMS code (needValid 1);
 * - `confirming`: repayment-confirm was sent and no answer is known;
 * - `paid`: the server confirmed the payment.
 */
export interface PaywayRecord {
  orderId: string;
  /** Numeric text, as on the page's address. */
  amount: string;
  card: BankCard;
  repayToken: string;
  phase: 'committing' | 'code' | 'confirming' | 'paid';
  commitKey: string;
  recordId?: string;
  /** When another code may be asked for (epoch ms). */
  deadline?: number | null;
  confirmKey?: string;
  /** The code sent with the unanswered confirm: Check again must repeat the same request. */
  confirmCode?: string;
  failure?: ConfirmFailure;
  /** When the server confirmed it ("2026-03-11 14:05:09", the phone's clock). */
  paidAt?: string;
}

const PHASES: ReadonlyArray<PaywayRecord['phase']> = ['committing', 'code', 'confirming', 'paid'];
const storageKey = (orderId: string) => `loan-h5:payway:${orderId}`;

function session(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is PaywayRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Partial<PaywayRecord>;
  return (
    typeof r.orderId === 'string' &&
    typeof r.amount === 'string' &&
    typeof r.repayToken === 'string' &&
    typeof r.commitKey === 'string' &&
    PHASES.includes(r.phase as PaywayRecord['phase']) &&
    typeof r.card === 'object' &&
    r.card !== null &&
    typeof r.card.id === 'string'
  );
}

/** The payment kept for an order; a damaged or foreign value reads as none. */
export function readPayment(orderId: string, storage = session()): PaywayRecord | null {
  if (!storage) return null;
  const value = readStored(storageKey(orderId), storage);
  return isRecord(value) && value.orderId === orderId ? value : null;
}

export function keepPayment(record: PaywayRecord, storage = session()): void {
  if (storage) writeStored(storageKey(record.orderId), record, storage);
}

export function forgetPayment(orderId: string, storage = session()): void {
  try {
    storage?.removeItem(storageKey(orderId));
  } catch {
    // Blocked storage: nothing was kept either.
  }
}

/** A payment whose outcome nobody knows yet: it must never be dropped or paid again with a new key. */
export const isUnanswered = (record: PaywayRecord | null) =>
  record?.phase === 'committing' || record?.phase === 'confirming';

/**
 * The kept payment that still applies to this page. A code step for another amount is dropped (the borrower
 * changed the amount after the code was sent); an unanswered payment is kept whatever the page says, so it is
 * checked, never forgotten. A paid one is only for the result page.
 */
export function paymentForPage(record: PaywayRecord | null, amount: string): PaywayRecord | null {
  if (!record) return null;
  if (isUnanswered(record)) return record;
  if (record.phase === 'code' && record.amount === amount) return record;
  return null;
}

/** The card list's step for a kept payment. */
export function stepOf(record: PaywayRecord | null): CardPayStep {
  if (!record || record.phase === 'paid') return { kind: 'choose' };
  if (record.phase === 'code')
    return { kind: 'code', deadline: record.deadline ?? null, failure: record.failure };
  return { kind: 'processing' };
}

/** A server-style local date-time: the result page shows it through the same formatter as server dates. */
export function localDateTime(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())} ` +
    `${p(date.getHours())}:${p(date.getMinutes())}:${p(date.getSeconds())}`
  );
}
