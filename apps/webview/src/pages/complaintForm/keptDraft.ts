import { readDraft, type KeptDraft } from '@loan-h5/screens';
import { readStored, writeStored } from '../../lib/storedValue';

/**
 * The draft's text, photo ids, upload URLs and the save on its way, in local storage (it survives a
 * reload, a failure and leaving the page); the photos' files are in IndexedDB (lib/draftFiles).
 */
function local(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readKeptDraft(key: string, storage = local()): KeptDraft {
  return readDraft(storage ? readStored(key, storage) : null);
}

export function keepDraft(key: string, draft: KeptDraft, storage = local()): void {
  if (storage) writeStored(key, draft, storage);
}

export function forgetDraft(key: string, storage = local()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Blocked storage: nothing was kept either.
  }
}
