import { readStored, writeStored } from '../../lib/storedValue';

/**
 * A complaint the server has filed, remembered beside its draft for a while: a reload on the "Complaint
 * sent" modal shows it again instead of an empty form that invites filing it twice (chaos seed 7,
 * complaint-photos). Forgotten once the borrower moves on to the complaint entry.
 */
export interface SentComplaint {
  /** The complaint's number ('' when the server sent none). */
  reference: string;
  /** When it was filed (ms since the epoch). */
  at: number;
}

/** How long a reload still shows the sent complaint (a new complaint on the same order may follow later). */
export const SENT_REMEMBERED_MS = 10 * 60_000;

export const sentKeyOf = (draftKey: string) => `${draftKey}:sent`;

function local(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function keepSentComplaint(
  draftKey: string,
  reference: string,
  at = Date.now(),
  storage = local(),
): void {
  if (storage) writeStored(sentKeyOf(draftKey), { reference, at } satisfies SentComplaint, storage);
}

export function readSentComplaint(
  draftKey: string,
  now = Date.now(),
  storage = local(),
): SentComplaint | null {
  const kept: unknown = storage ? readStored(sentKeyOf(draftKey), storage) : null;
  if (typeof kept !== 'object' || kept === null) return null;
  const { reference, at } = kept as Record<string, unknown>;
  if (typeof reference !== 'string' || typeof at !== 'number') return null;
  // A clock set back, or a mark older than the while: a fresh form.
  return at <= now && now - at < SENT_REMEMBERED_MS ? { reference, at } : null;
}

export function forgetSentComplaint(draftKey: string, storage = local()): void {
  try {
    storage?.removeItem(sentKeyOf(draftKey));
  } catch {
    // Blocked storage: nothing was kept either.
  }
}
