import { describe, expect, it } from 'vitest';
import { nextFit, shrinkToFit } from './shrinkToFit';

describe('shrinkToFit', () => {
  it('keeps the size of a text that fits, to the pixel', () => {
    expect(shrinkToFit(180, 200)).toBe(1);
    expect(shrinkToFit(200, 200)).toBe(1);
  });

  it('shrinks a wider text by the ratio of the widths, rounded down so the text surely fits', () => {
    expect(shrinkToFit(300, 213)).toBe(0.71);
    expect(shrinkToFit(300, 213) * 300).toBeLessThanOrEqual(213);
    expect(shrinkToFit(201, 200)).toBe(0.99);
  });

  it('leaves the text as it is where nothing has been measured (no layout, a hidden box)', () => {
    expect(shrinkToFit(0, 200)).toBe(1);
    expect(shrinkToFit(300, 0)).toBe(1);
    expect(shrinkToFit(Number.NaN, 200)).toBe(1);
  });

  it('never shrinks a text to nothing', () => {
    expect(shrinkToFit(100_000, 1)).toBe(0.01);
  });
});

describe('nextFit', () => {
  it('shrinks a text shown wider than its box', () => {
    expect(nextFit(1, 300, 213)).toBe(0.71);
    expect(nextFit(0.8, 240, 213)).toBe(0.71);
  });

  it('keeps a shrunk text that fits where a hundredth more would be all it gains', () => {
    expect(nextFit(0.71, 212.9, 213)).toBe(0.71);
    expect(nextFit(0.71, 210, 213)).toBe(0.71);
  });

  it('grows a shrunk text when its box has clearly more room, back to full size where it all fits', () => {
    expect(nextFit(0.71, 213, 240)).toBe(0.8);
    expect(nextFit(0.71, 213, 400)).toBe(1);
  });

  it('leaves a text at full size that fits', () => {
    expect(nextFit(1, 180, 200)).toBe(1);
  });

  it('does not shrink a text whose box is as wide as the text itself, to a fraction of a pixel', () => {
    expect(nextFit(1, 230.4, 230.2)).toBe(1);
    expect(nextFit(0.9, 207.36, 207)).toBe(0.9);
  });
});
