import { startTransition, Suspense, useEffect, useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart, useLazyPart, type LazyPart } from './lazyPart';

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

  it('shows nothing when the code does not come (offline), and asks again only on retry', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const { Part, preload, retry } = lazyPart(load);
    const part = (
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Chitra" />
      </Suspense>
    );
    const view = await act(async () => render(part));
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.queryByText(/Hello/)).toBeNull();
    // Asked again, now or a minute later: still the failed load, no new request (Chrome would fail it again
    // at once, and a screen's message about it would flicker).
    await act(async () => void (await preload()));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
      await preload();
    });
    await act(async () => view.rerender(<div>{part}</div>));
    expect(screen.queryByText(/Hello/)).toBeNull();
    expect(load).toHaveBeenCalledOnce();
    // Try again: asked anew.
    await act(async () => void (await retry()));
    await act(async () => view.rerender(<section>{part}</section>));
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

/** A screen that holds the part's place itself: its placeholder, its error with Try again, or the part. */
function Holder({ part, name }: { part: ReturnType<typeof lazyPart<{ name: string }>>; name: string }) {
  const { status, retry } = useLazyPart(part);
  if (status === 'loading') return <p>Placeholder</p>;
  if (status === 'failed')
    return (
      <button type="button" onClick={retry}>
        Try again
      </button>
    );
  return <part.Part name={name} />;
}

describe('useLazyPart', () => {
  it('shows the placeholder, then the part as soon as its code is in, with no Suspense above it', async () => {
    let arrive: (c: typeof Greeting) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    const part = lazyPart(load);
    render(<Holder part={part} name="Eka" />);
    expect(screen.getByText('Placeholder')).toBeTruthy();
    expect(load).toHaveBeenCalledOnce();
    await act(async () => arrive(Greeting));
    expect(screen.getByText('Hello Eka')).toBeTruthy();
    expect(screen.queryByText('Placeholder')).toBeNull();
  });

  it('renders the part in its first render when the code is already in', async () => {
    const part = lazyPart(() => Promise.resolve(Greeting));
    await part.preload();
    render(<Holder part={part} name="Fajar" />);
    expect(screen.getByText('Hello Fajar')).toBeTruthy();
  });

  it('says the download failed, and Try again fetches the code at once and shows the part', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const part = lazyPart(load);
    render(<Holder part={part} name="Gita" />);
    const button = await screen.findByRole('button', { name: 'Try again' });
    expect(part.status()).toBe('failed');
    await act(async () => button.click());
    await waitFor(() => expect(screen.getByText('Hello Gita')).toBeTruthy());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks for the code in the render that first needs it; with afterPaint, only once the screen has painted', async () => {
    const asked = (afterPaint: boolean) => {
      const load = vi.fn(() => new Promise<typeof Greeting>(() => undefined));
      const part = lazyPart(load);
      function Asker() {
        useLazyPart(part, { afterPaint });
        // What the render saw: asked for already, or not yet.
        return <p>{`asked ${load.mock.calls.length}`}</p>;
      }
      const view = render(<Asker />);
      const seen = view.container.textContent;
      return { seen, committed: load.mock.calls.length, load, view };
    };
    const now = asked(false);
    expect(now).toMatchObject({ seen: 'asked 1', committed: 1 });
    now.view.unmount();
    // Committed and its effects run, but not painted yet: not asked. The frame painted: asked, once.
    const later = asked(true);
    expect(later).toMatchObject({ seen: 'asked 0', committed: 0 });
    await new Promise<void>((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
    expect(later.load).toHaveBeenCalledTimes(1);
    later.view.unmount();
    // Gone before its first paint: never asked.
    const gone = asked(true);
    gone.view.unmount();
    await new Promise<void>((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
    expect(gone.load).not.toHaveBeenCalled();
  });

  it('has nothing to wait for without a part', () => {
    function NoPart() {
      return <p>{useLazyPart(undefined as LazyPart | undefined).status}</p>;
    }
    render(<NoPart />);
    expect(screen.getByText('in')).toBeTruthy();
  });
});
