/**
 * JSON in local storage that never throws: private mode, a full disk, a damaged value, or a webview that
 * blocks storage (where merely naming `localStorage` throws, so it is read inside the try) all read as null.
 */
export function readStored(key: string, given?: Storage): unknown {
  try {
    const raw = (given ?? localStorage).getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown, given?: Storage): boolean {
  try {
    (given ?? localStorage).setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}
