/**
 * Photos of an unsent draft, kept in IndexedDB (local storage holds text only): each under
 * `<draft key>#<photo id>`, so one draft's files are read and dropped together. Every function settles,
 * never throws: without IndexedDB (private mode, a full disk) photos live only until the page closes.
 */
const DB_NAME = 'loan-h5-drafts';
const STORE = 'files';

let opening: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  if (opening) return opening;
  opening = new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
  }).catch((error: unknown) => {
    opening = null; // asked again next time
    throw error;
  });
  return opening;
}

/** One request in its own transaction; resolves when the transaction is done (written for good). */
async function run<T>(mode: IDBTransactionMode, ask: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await database();
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const request = ask(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(request.result);
    tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
  });
}

const keyOf = (draft: string, id: string) => `${draft}#${id}`;
/** Every key of one draft: `<draft>#` up to `<draft>#` followed by the highest character. */
const rangeOf = (draft: string) => IDBKeyRange.bound(`${draft}#`, `${draft}#\uffff`);

/** Keeps one photo's file; false when it could not be kept. */
export const keepDraftFile = (draft: string, id: string, file: Blob) =>
  run('readwrite', (s) => s.put(file, keyOf(draft, id))).then(
    () => true,
    () => false,
  );

/** The draft's kept files by photo id (none when IndexedDB cannot be read). */
export async function draftFiles(draft: string): Promise<Map<string, Blob>> {
  try {
    const db = await database();
    return await new Promise((resolve, reject) => {
      const files = new Map<string, Blob>();
      const tx = db.transaction(STORE, 'readonly');
      const walk = tx.objectStore(STORE).openCursor(rangeOf(draft));
      walk.onsuccess = () => {
        const at = walk.result;
        if (!at) return;
        if (at.value instanceof Blob) files.set(String(at.key).slice(draft.length + 1), at.value);
        at.continue();
      };
      tx.oncomplete = () => resolve(files);
      tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    });
  } catch {
    return new Map();
  }
}

/** Drops the given photos' files, or all of the draft's without ids. */
export const forgetDraftFiles = (draft: string, ids?: readonly string[]) =>
  run('readwrite', (s) => {
    if (!ids) return s.delete(rangeOf(draft));
    let last = s.delete(keyOf(draft, ids[0] ?? ''));
    for (const id of ids.slice(1)) last = s.delete(keyOf(draft, id));
    return last;
  }).then(
    () => true,
    () => false,
  );
