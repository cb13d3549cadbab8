import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAZY_PART_RETRY_MS, lazyPart } from './lazyPart';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

afterEach(() => vi.useRealTimers());

describe('lazyPart', () => {
  it('shows the fallback until the code is in, then the part with its props', async () => {
    let arrive: (c: typeof Greeting) => void = () => undefined;
    const { Part } = lazyPart(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    // A suspending `use` needs an awaited act (React 19).
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Part name="Asha" />
        </Suspense>,
      );
    });
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => arrive(Greeting));
    expect(screen.getByText('Hello Asha')).toBeTruthy();
  });

  it('renders at once, with no fallback frame, when preloaded before', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const { Part, preload } = lazyPart(load);
    await preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Budi" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Budi')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    await preload();
    expect(load).toHaveBeenCalledOnce();
  });

  it('shows nothing when the code does not come (offline), and fetches again after a while', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const { Part, preload } = lazyPart(load);
    const part = (
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Chitra" />
      </Suspense>
    );
    const view = await act(async () => render(part));
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.queryByText(/Hello/)).toBeNull();
    // Asked again at once: still the failed load, no new request.
    await act(async () => void (await preload()));
    expect(load).toHaveBeenCalledOnce();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LAZY_PART_RETRY_MS);
      await preload();
    });
    await act(async () => view.rerender(<div>{part}</div>));
    expect(screen.getByText('Hello Chitra')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
