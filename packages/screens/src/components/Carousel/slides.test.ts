import { describe, expect, it } from 'vitest';
import { AUTOPLAY_INTERVAL, clampIndex, nextIndex, swipeDirection } from './slides';

describe('nextIndex', () => {
  it('moves one slide on', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(1, 3)).toBe(2);
  });

  it('loops from the last slide to the first and back', () => {
    expect(nextIndex(2, 3)).toBe(0);
    expect(nextIndex(0, 3, -1)).toBe(2);
  });

  it('takes bigger steps and still lands inside', () => {
    expect(nextIndex(1, 3, 5)).toBe(0);
    expect(nextIndex(1, 3, -7)).toBe(0);
  });

  it('stays on the only slide, and on 0 when there are none', () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
    expect(nextIndex(3, -2)).toBe(0);
  });

  it('treats a broken current index as the first slide', () => {
    expect(nextIndex(Number.NaN, 3)).toBe(1);
    expect(nextIndex(1.5, 3)).toBe(1);
  });
});

describe('clampIndex', () => {
  it('keeps valid indexes', () => {
    expect(clampIndex(0, 3)).toBe(0);
    expect(clampIndex(2, 3)).toBe(2);
  });

  it('pulls indexes outside the range to the nearest end', () => {
    expect(clampIndex(7, 3)).toBe(2);
    expect(clampIndex(-1, 3)).toBe(0);
  });

  it('falls back to 0 for nonsense', () => {
    expect(clampIndex(Number.NaN, 3)).toBe(0);
    expect(clampIndex(1, 0)).toBe(0);
  });
});

describe('swipeDirection', () => {
  it('shows the next slide for a swipe to the left', () => {
    expect(swipeDirection(-60, 40)).toBe('next');
    expect(swipeDirection(-40, 40)).toBe('next');
  });

  it('shows the previous slide for a swipe to the right', () => {
    expect(swipeDirection(60, 40)).toBe('prev');
  });

  it('ignores moves shorter than the threshold', () => {
    expect(swipeDirection(-39, 40)).toBeNull();
    expect(swipeDirection(0, 40)).toBeNull();
  });

  it('ignores mostly vertical moves (the borrower is scrolling)', () => {
    expect(swipeDirection(-60, 40, 90)).toBeNull();
    expect(swipeDirection(-60, 40, -30)).toBe('next');
  });

  it('ignores broken input', () => {
    expect(swipeDirection(Number.NaN, 40)).toBeNull();
  });
});

it('plays every 3 s by default, as the spec says', () => {
  expect(AUTOPLAY_INTERVAL).toBe(3000);
});
