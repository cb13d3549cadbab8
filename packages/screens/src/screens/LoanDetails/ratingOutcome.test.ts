import { describe, expect, it } from 'vitest';
import { ratingOutcome } from './ratingOutcome';

describe('ratingOutcome', () => {
  it.each([
    [1, 'thanks'],
    [2, 'thanks'],
    [3, 'thanks'],
    [4, 'store'],
    [5, 'store'],
  ] as const)('%i stars → %s', (score, outcome) => {
    expect(ratingOutcome(score)).toBe(outcome);
  });
});
