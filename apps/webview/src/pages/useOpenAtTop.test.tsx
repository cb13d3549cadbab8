import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOpenAtTop } from './useOpenAtTop';

describe('useOpenAtTop', () => {
  // The browser's default (jsdom has no scroll restoration of its own).
  beforeEach(() => {
    window.history.scrollRestoration = 'auto';
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.scrollRestoration = 'auto';
  });

  it('opens the page at its top and keeps the browser from restoring the old position', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { unmount } = renderHook(() => useOpenAtTop());
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(window.history.scrollRestoration).toBe('manual');
    unmount();
    expect(window.history.scrollRestoration).toBe('auto');
  });
});
