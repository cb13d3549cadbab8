import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { BottomBar } from '../components/Page/BottomBar';
import { NavBar } from '../components/NavBar';
import { renderWithProviders } from '../test-support/renderWithProviders';

/** jsdom has no ResizeObserver: this one reports the sizes a test gives it. */
class ReportedSizes {
  static last: ReportedSizes | undefined;
  observed: Element[] = [];
  constructor(private readonly report: ResizeObserverCallback) {
    ReportedSizes.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  resize(blockSize: number) {
    const entry = { target: this.observed[0], borderBoxSize: [{ blockSize, inlineSize: 360 }] };
    act(() => this.report([entry as unknown as ResizeObserverEntry], this as unknown as ResizeObserver));
  }
}

beforeEach(() => {
  document.documentElement.style.scrollPaddingBottom = '';
  document.documentElement.style.scrollPaddingTop = '';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the room kept beside a sticky bar', () => {
  it('is the bar’s height and a little air, following the bar as it grows, and given back when it goes', () => {
    vi.stubGlobal('ResizeObserver', ReportedSizes);
    document.documentElement.style.scrollPaddingBottom = '4px'; // a host's own
    const { container, unmount } = render(<BottomBar>Send</BottomBar>);
    const sizes = ReportedSizes.last!;
    expect(sizes.observed).toEqual([container.firstElementChild]);
    sizes.resize(68.4);
    expect(document.documentElement.style.scrollPaddingBottom).toBe('77px');
    // The bar's own controls are moved out of that room by as much (its scroll margin).
    expect(document.documentElement.style.getPropertyValue('--room-bottom')).toBe('77px');
    sizes.resize(120); // large text: the buttons went onto two lines
    expect(document.documentElement.style.scrollPaddingBottom).toBe('128px');
    unmount();
    expect(document.documentElement.style.scrollPaddingBottom).toBe('4px');
    expect(document.documentElement.style.getPropertyValue('--room-bottom')).toBe('');
    expect(sizes.observed).toEqual([]);
  });

  it('is kept below the title bar too, at the top, and given back when it goes', () => {
    vi.stubGlobal('ResizeObserver', ReportedSizes);
    const { container, unmount } = renderWithProviders(<NavBar title="Loan confirmation" />);
    const sizes = ReportedSizes.last!;
    expect(sizes.observed).toEqual([container.querySelector('header')]);
    sizes.resize(48);
    expect(document.documentElement.style.scrollPaddingTop).toBe('56px');
    expect(document.documentElement.style.getPropertyValue('--room-top')).toBe('56px');
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
    sizes.resize(71.2); // a title on two lines
    expect(document.documentElement.style.scrollPaddingTop).toBe('80px');
    unmount();
    expect(document.documentElement.style.scrollPaddingTop).toBe('');
    expect(document.documentElement.style.getPropertyValue('--room-top')).toBe('');
  });

  it('is not asked for where the browser cannot observe sizes', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    render(<BottomBar>Send</BottomBar>);
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
  });
});
