import { describe, expect, it } from 'vitest';
import { TAGGED_PRODUCT_COUNT, showTagsAt } from './showTagsAt';

describe('showTagsAt', () => {
  it.each([
    [0, true],
    [1, true],
    [2, false],
    [3, false],
    [40, false],
  ])('product %i shows tags: %s', (index, shown) => {
    expect(showTagsAt(index)).toBe(shown);
  });

  it('tags exactly the first two of a long list', () => {
    const shown = Array.from({ length: 10 }, (_, i) => showTagsAt(i)).filter(Boolean);
    expect(shown).toHaveLength(TAGGED_PRODUCT_COUNT);
  });

  it('shows no tags for positions that are not list positions', () => {
    expect(showTagsAt(-1)).toBe(false);
    expect(showTagsAt(0.5)).toBe(false);
    expect(showTagsAt(Number.NaN)).toBe(false);
  });
});
