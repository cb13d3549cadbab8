import { describe, expect, it } from 'vitest';
import { median } from './median.mjs';

describe("the benchmarks' median", () => {
  it('is the middle run of an odd count, in any order', () => {
    expect(median([2.1, 1.9, 2.0])).toBe(2.0);
    expect(median([5])).toBe(5);
  });

  it('is the mean of the two middle runs of an even count, not the slower one', () => {
    expect(median([1.9, 2.1])).toBe(2.0);
    expect(median([40, 10, 30, 20])).toBe(25);
  });

  it('is not a number when there was no run', () => {
    expect(median([])).toBeNaN();
  });
});
