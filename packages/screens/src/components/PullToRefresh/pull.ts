/** Rules of the pull-to-refresh gesture, free of the DOM so they are tested on their own. */

export type PullState = 'idle' | 'pull' | 'release';

/** Indicator distance (px, after damping) past which letting go refreshes: the spec's 25 px. */
export const PULL_THRESHOLD = 25;
/** However far the finger goes, the indicator never opens further than this. */
export const PULL_LIMIT = 80;
/** Height the indicator holds while refreshing: room for the spinner and its label. */
export const REFRESHING_HEIGHT = 40;
/** The spec's auto-finish: a refresh without a Promise ends after 1 s. */
export const AUTO_FINISH_MS = 1000;

/**
 * How far the indicator opens for a finger that moved `fingerDistance` px down. It moves at half the
 * finger's speed at first and resists more the further it goes, approaching `limit` without reaching it.
 */
export function dampPull(fingerDistance: number, limit = PULL_LIMIT): number {
  if (!(fingerDistance > 0) || !(limit > 0)) return 0;
  return limit * (1 - Math.exp(-fingerDistance / (2 * limit)));
}

/** What the indicator says for the distance it is open: nothing, "pull down", or "release". */
export function pullState(distance: number, threshold = PULL_THRESHOLD): PullState {
  if (!(distance > 0)) return 'idle';
  return distance >= threshold ? 'release' : 'pull';
}

/** A result worth waiting for: a Promise or any other thenable. */
export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function'
  );
}
