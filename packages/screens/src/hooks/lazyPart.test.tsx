import { startTransition, Suspense, useEffect, useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAZY_PART_RETRY_MS, lazyPart } from './lazyPart';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

afterEach(() => vi.useRealTimers());

describe('lazyPart', () => {
  it('shows the fallback until the code is in, then the part with its props', async () => {
    let arrive: (c: typeof Greeting) => void = () => undefined;
    const { Part } = lazyPart(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    // A suspending part needs an awaited act (React 19).
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

  // Storybook wraps each tap in act(): a render that calls use() makes act stop flushing when work of the same
  // priority is left (it reads that as suspending), and that work never ran — a navigation after a tap on the
  // complaint form's "sent" modal stayed undone (a flaky story). A loaded part renders without use().
  it('leaves no later update undone when it renders loaded inside act', async () => {
    const { Part, preload } = lazyPart(() => Promise.resolve(Greeting));
    await preload();
    const set: { count?: (n: number) => void; moved?: (m: boolean) => void } = {};
    function Page() {
      const [count, setCount] = useState(0);
      const [moved, setMoved] = useState(false);
      useEffect(() => {
        set.count = setCount;
        set.moved = setMoved;
      }, []);
      return moved ? <p>Moved on</p> : <Part name={`Dewi ${count}`} />;
    }
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Hello Dewi 0')).toBeTruthy();
    act(() => {
      set.count!(1);
      startTransition(() => set.moved!(true));
    });
    await waitFor(() => expect(screen.getByText('Moved on')).toBeTruthy());
  });
});
