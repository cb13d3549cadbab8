import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test-support/renderWithProviders';
import { PullToRefresh } from './PullToRefresh';

function renderPull(props: Parameters<typeof PullToRefresh>[0] = {}, locale: 'en' | 'id' = 'en') {
  const view = renderWithProviders(
    <PullToRefresh data-testid="pull" {...props}>
      <p>Your loans</p>
    </PullToRefresh>,
    { locale },
  );
  return { ...view, root: screen.getByTestId('pull'), content: screen.getByText('Your loans') };
}

function indicatorText(root: HTMLElement) {
  return root.querySelector('[data-pull-indicator]')?.textContent;
}

/** A one-finger drag from y=100 down by `dy` px; returns whether each move was left to the browser. */
function touchPull(target: HTMLElement, dy: number, { release = true } = {}) {
  fireEvent.touchStart(target, { touches: [{ clientX: 100, clientY: 100 }] });
  const moves = [dy / 2, dy].map((d) =>
    fireEvent.touchMove(target, { touches: [{ clientX: 100, clientY: 100 + d }] }),
  );
  if (release) fireEvent.touchEnd(target, { touches: [] });
  return moves;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('PullToRefresh', () => {
  it('shows its content and announces nothing while idle', () => {
    const { root } = renderPull();
    expect(screen.getByText('Your loans')).toBeVisible();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(root).toHaveAttribute('data-state', 'idle');
  });

  it('asks to pull further below the threshold and to release past it', () => {
    const { root, content } = renderPull();
    touchPull(content, 30, { release: false });
    expect(root).toHaveAttribute('data-state', 'pull');
    expect(indicatorText(root)).toBe('Pull down to refresh');

    fireEvent.touchMove(content, { touches: [{ clientX: 100, clientY: 220 }] });
    expect(root).toHaveAttribute('data-state', 'release');
    expect(indicatorText(root)).toBe('Release to refresh');
  });

  it('refreshes when released past the threshold and finishes after 1 s without a Promise', () => {
    vi.useFakeTimers();
    const onRefresh = vi.fn();
    const { content } = renderPull({ onRefresh });
    touchPull(content, 120);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Refreshing…');

    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('status')).toHaveTextContent('Refreshing…');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('does not refresh when let go before the threshold', () => {
    const onRefresh = vi.fn();
    const { root, content } = renderPull({ onRefresh });
    touchPull(content, 30);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(root).toHaveAttribute('data-state', 'idle');
  });

  it('keeps refreshing until the returned Promise settles, also when it fails', async () => {
    vi.useFakeTimers();
    let resolve = () => {};
    let reject = () => {};
    const onRefresh = vi
      .fn()
      .mockReturnValueOnce(new Promise<void>((r) => (resolve = r)))
      .mockReturnValueOnce(new Promise<void>((_, r) => (reject = () => r(new Error('offline')))));
    const { content } = renderPull({ onRefresh });

    touchPull(content, 120);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('status')).toHaveTextContent('Refreshing…');
    await act(async () => resolve());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    touchPull(content, 120);
    expect(screen.getByRole('status')).toHaveTextContent('Refreshing…');
    await act(async () => reject());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('ignores new pulls while a refresh runs', () => {
    const onRefresh = vi.fn();
    const { content } = renderPull({ onRefresh });
    touchPull(content, 120);
    touchPull(content, 120);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('stops the page from scrolling only while it pulls', () => {
    const { content } = renderPull();
    const [firstMove, secondMove] = touchPull(content, 120);
    // fireEvent returns false when the handler prevented the browser's default (scrolling).
    expect(firstMove).toBe(false);
    expect(secondMove).toBe(false);

    const upMoves = [
      fireEvent.touchStart(content, { touches: [{ clientX: 100, clientY: 300 }] }),
      fireEvent.touchMove(content, { touches: [{ clientX: 100, clientY: 200 }] }),
      fireEvent.touchMove(content, { touches: [{ clientX: 100, clientY: 350 }] }),
    ];
    expect(upMoves).toEqual([true, true, true]);
  });

  it('leaves scrolling alone when the content is scrolled down', () => {
    const onRefresh = vi.fn();
    const { root, content } = renderPull({ onRefresh });
    Object.defineProperty(root, 'scrollTop', { configurable: true, value: 200 });
    const moves = touchPull(content, 120);
    expect(moves).toEqual([true, true]);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('leaves sideways swipes alone', () => {
    const onRefresh = vi.fn();
    const { content } = renderPull({ onRefresh });
    fireEvent.touchStart(content, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchMove(content, { touches: [{ clientX: 40, clientY: 110 }] });
    fireEvent.touchMove(content, { touches: [{ clientX: 0, clientY: 220 }] });
    fireEvent.touchEnd(content, { touches: [] });
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('can be pulled with a mouse on a desktop', () => {
    const onRefresh = vi.fn();
    const { content } = renderPull({ onRefresh });
    fireEvent.pointerDown(content, { pointerType: 'mouse', button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(content, { pointerType: 'mouse', buttons: 1, clientX: 10, clientY: 80 });
    fireEvent.pointerMove(content, { pointerType: 'mouse', buttons: 1, clientX: 10, clientY: 160 });
    fireEvent.pointerUp(content, { pointerType: 'mouse', button: 0, clientX: 10, clientY: 160 });
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('does nothing when disabled', () => {
    const onRefresh = vi.fn();
    const { content } = renderPull({ onRefresh, disabled: true });
    touchPull(content, 120);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('follows a controlled refreshing prop instead of the 1 s timer', () => {
    vi.useFakeTimers();
    const onRefresh = vi.fn();
    const { content, rerender } = renderPull({ onRefresh, refreshing: false });
    touchPull(content, 120);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    rerender(
      <PullToRefresh data-testid="pull" onRefresh={onRefresh} refreshing>
        <p>Your loans</p>
      </PullToRefresh>,
    );
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toHaveTextContent('Refreshing…');
  });

  it('speaks Indonesian', () => {
    renderPull({ refreshing: true }, 'id');
    expect(screen.getByRole('status')).toHaveTextContent('Memuat ulang…');
  });
});
