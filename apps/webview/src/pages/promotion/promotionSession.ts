import { readStored, writeStored } from '../../lib/storedValue';

/**
 * What the sign-up keeps for the tab (sessionStorage), so a reload loses nothing: the number as typed and
 * when Send code may be pressed again (the 60 s countdown goes on where it was).
 */
export interface PromotionSession {
  phone: string;
  /** Epoch ms; null: no code sent yet. */
  smsDeadline: number | null;
}

const KEY = 'loanH5.promotion.signUp';
const EMPTY: PromotionSession = { phone: '', smsDeadline: null };

const session = () => globalThis.sessionStorage as Storage | undefined;

/** The kept sign-up of this tab; anything damaged or foreign reads as nothing kept. */
export function readPromotionSession(storage: Storage | undefined = session()): PromotionSession {
  if (!storage) return EMPTY;
  const kept = readStored(KEY, storage);
  if (typeof kept !== 'object' || kept === null) return EMPTY;
  const { phone, smsDeadline } = kept as Record<string, unknown>;
  return {
    phone: typeof phone === 'string' && /^[\d ]{0,20}$/.test(phone) ? phone : '',
    smsDeadline: typeof smsDeadline === 'number' && Number.isFinite(smsDeadline) ? smsDeadline : null,
  };
}

export function keepPromotionSession(changes: Partial<PromotionSession>, storage = session()): void {
  if (!storage) return;
  writeStored(KEY, { ...readPromotionSession(storage), ...changes }, storage);
}

/** Registered: nothing of the form is kept any more. */
export function forgetPromotionSession(storage = session()): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Storage refused: nothing was kept either.
  }
}

const DEVICE_KEY = 'loanH5.deviceId';

/**
 * The device id the sign-up sends: the app's (`dId` on the page), else one made for this browser and kept
 * (a sign-up opened in an ordinary browser has no app to give one).
 */
export function signUpDeviceId(
  given: string | undefined,
  makeId: () => string,
  storage: Storage | undefined = globalThis.localStorage as Storage | undefined,
): string {
  if (given) return given;
  const kept = storage ? readStored(DEVICE_KEY, storage) : null;
  if (typeof kept === 'string' && /^[\w-]{8,64}$/.test(kept)) return kept;
  const made = makeId();
  if (storage) writeStored(DEVICE_KEY, made, storage);
  return made;
}
