/** Rules of the carousel, free of the DOM so they are tested on their own. */

export type SwipeDirection = 'next' | 'prev';

/** The spec's 3 s between slides. */
export const AUTOPLAY_INTERVAL = 3000;
/** Sideways finger travel (px) that counts as a swipe rather than a wobble. */
export const SWIPE_THRESHOLD = 40;

/** The slide `step` places from `current`, wrapping around both ends (the carousel loops). */
export function nextIndex(current: number, count: number, step = 1): number {
  if (!Number.isInteger(count) || count <= 0) return 0;
  const from = Number.isInteger(current) ? current : 0;
  return (((from + step) % count) + count) % count;
}

/** A usable slide index for any input: integers inside the range, anything else the nearest end or 0. */
export function clampIndex(index: number, count: number): number {
  if (!Number.isInteger(count) || count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(count - 1, Math.max(0, Math.trunc(index)));
}

/**
 * Which way a finger that moved `dx` px sideways (and `dy` px up or down) swipes: leftwards shows the
 * next slide, rightwards the previous one; short or mostly vertical moves are no swipe.
 */
export function swipeDirection(dx: number, threshold = SWIPE_THRESHOLD, dy = 0): SwipeDirection | null {
  if (!Number.isFinite(dx) || Math.abs(dx) < threshold || Math.abs(dy) > Math.abs(dx)) return null;
  return dx < 0 ? 'next' : 'prev';
}
