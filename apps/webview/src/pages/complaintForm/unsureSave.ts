import type { KeptDraft } from '@loan-h5/screens';
import { readStored, writeStored } from '../../lib/storedValue';

type Saving = NonNullable<KeptDraft['saving']>;

/** Where a draft's unsure save is kept: beside the draft, in local storage (it survives a reload). */
export const saveKeyOf = (draftKey: string) => `${draftKey}:unsure-save`;

function local(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * A save whose answer was lost and whose check was then refused: it may have been filed all the same, so
 * sending the very same text and photos again must repeat its Idempotency-Key.
 */
export function keepSaveKey(draftKey: string, saving: Saving, storage = local()): void {
  if (storage) writeStored(saveKeyOf(draftKey), saving, storage);
}

export function readSaveKey(draftKey: string, storage = local()): Saving | null {
  const kept: unknown = storage ? readStored(saveKeyOf(draftKey), storage) : null;
  if (typeof kept !== 'object' || kept === null) return null;
  const { key, text, urls } = kept as Record<string, unknown>;
  return typeof key === 'string' &&
    typeof text === 'string' &&
    Array.isArray(urls) &&
    urls.every((u) => typeof u === 'string')
    ? { key, text, urls: urls as string[] }
    : null;
}
