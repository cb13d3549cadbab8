import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { lockScroll, useScrollLock } from './useScrollLock';

function Overlay({ open }: { open: boolean }) {
  useScrollLock(open);
  return null;
}

afterEach(() => {
  document.documentElement.style.overflow = '';
  document.body.style.overflow = '';
});

describe('lockScroll', () => {
  it('stops the page scrolling and puts its own style back on release', () => {
    document.documentElement.style.overflow = 'auto';
    const release = lockScroll();
    expect(document.documentElement.style.overflow).toBe('hidden');
    release();
    expect(document.documentElement.style.overflow).toBe('auto');
  });

  it('leaves the body alone, so sticky bars keep to the screen (the body would become a scroller)', () => {
    const release = lockScroll();
    expect(document.body.style.overflow).toBe('');
    release();
  });

  it('keeps the page locked until the last of two stacked overlays releases', () => {
    const releaseModal = lockScroll();
    const releaseLoading = lockScroll();
    releaseLoading();
    expect(document.documentElement.style.overflow).toBe('hidden');
    releaseModal();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('ignores a second call of the same release', () => {
    const releaseA = lockScroll();
    const releaseB = lockScroll();
    releaseA();
    releaseA();
    expect(document.documentElement.style.overflow).toBe('hidden');
    releaseB();
    expect(document.documentElement.style.overflow).toBe('');
  });
});

describe('useScrollLock', () => {
  it('locks while active and unlocks when it turns off or unmounts', () => {
    const { rerender, unmount } = render(<Overlay open={false} />);
    expect(document.documentElement.style.overflow).toBe('');
    rerender(<Overlay open />);
    expect(document.documentElement.style.overflow).toBe('hidden');
    rerender(<Overlay open={false} />);
    expect(document.documentElement.style.overflow).toBe('');
    rerender(<Overlay open />);
    unmount();
    expect(document.documentElement.style.overflow).toBe('');
  });
});
