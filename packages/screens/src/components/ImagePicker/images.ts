/** Pure rules of the image picker (no DOM): how many photos fit, what the badge shows. */

/**
 * Appends the files that still fit under `max` (in the order chosen) and says how many did not fit.
 * `toImage` runs only for the files kept, so nothing (an object URL) is made for a dropped file.
 * Images already there are never removed, even when a host passes more than `max`.
 */
export function addImages<T, F>(
  current: readonly T[],
  files: readonly F[],
  max: number,
  toImage: (file: F) => T,
): { next: T[]; dropped: number } {
  const room = Math.max(0, max - current.length);
  const kept = files.slice(0, room);
  return { next: [...current, ...kept.map((file) => toImage(file))], dropped: files.length - kept.length };
}

/** Badge text for a count: the number, or "99+" above 99 so the badge keeps its size. */
export function badgeCount(count: number): string {
  return count > 99 ? '99+' : String(Math.max(0, count));
}

/** A file the picker can preview; some Android pickers ignore `accept` and offer any file. */
export function isImageFile(file: { type: string }): boolean {
  return file.type.startsWith('image/');
}

/** Why a chosen file cannot be added: not an image, or bigger than `maxBytes`; null when it can. */
export function rejectionOf(file: { type: string; size: number }, maxBytes?: number): 'type' | 'size' | null {
  if (!isImageFile(file)) return 'type';
  if (maxBytes !== undefined && file.size > maxBytes) return 'size';
  return null;
}

/** Whole megabytes for a message ("at most 10 MB"), rounded down, at least 1. */
export const megabytes = (bytes: number) => Math.max(1, Math.floor(bytes / (1024 * 1024)));
