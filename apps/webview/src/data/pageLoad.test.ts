import { describe, expect, it } from 'vitest';
import { isPageLoad, markPageLoad } from './pageLoad';

describe('pageLoad', () => {
  it('knows a marked signal, and no other', () => {
    const page = markPageLoad(new AbortController().signal);
    expect(isPageLoad(page)).toBe(true);
    // A tap's call may carry a signal of its own: it is still not page data.
    expect(isPageLoad(new AbortController().signal)).toBe(false);
    expect(isPageLoad(undefined)).toBe(false);
  });
});
