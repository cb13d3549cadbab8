import { createElement, useEffect, useReducer, type ComponentType } from 'react';

/**
 * A part of a screen with its code in its own chunk (like `React.lazy`), that a screen can start fetching
 * early (`preload`, e.g. while its data loads): once the code is in, the part renders in the same pass, with
 * no fallback frame and so no layout shift. Before that it suspends (the nearest `Suspense` shows its
 * fallback). Code that fails to load (offline) renders nothing until `retry`: a screen says so with
 * `useLazyPart`. Not by itself a while later: Chrome keeps a failed module import for the page's life, so
 * the same import fails again at once, and the screen's message would flicker.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | null = null;
  // What renders: the part once its code is in, Nothing after a failed load (until `retry`), else null.
  let ready: ComponentType<P> | null = null;
  const preload = (): Promise<ComponentType<P>> =>
    (loading ??= load().then(
      (component) => (ready = component),
      () => (ready = Nothing),
    ));
  function Part(props: P) {
    // In: rendered as it is (the same component for the page's life). Not with `use()`: inside act() (the
    // taps of Storybook's and Testing Library's tests) a render that calls it, even with a settled promise,
    // makes act stop flushing and drop the work left: a navigation after the tap never happened.
    if (ready) return createElement(ready, props);
    // Not in yet: suspend as React.lazy does, by throwing the promise the nearest Suspense waits for.
    throw preload();
  }
  const status = (): LazyPartStatus => (ready === null ? 'loading' : ready === Nothing ? 'failed' : 'in');
  /** After a failed load: fetch again (a Try again). */
  const retry = () => {
    if (ready === Nothing) loading = ready = null;
    return preload();
  };
  return { Part, preload, status, retry };
}

/** Where a lazy part's code is: on its way (or not asked for yet), in, or failed to load. */
export type LazyPartStatus = 'loading' | 'in' | 'failed';
/** What `useLazyPart` needs of a part, whatever its props. */
export interface LazyPart {
  preload: () => Promise<unknown>;
  status: () => LazyPartStatus;
  retry: () => Promise<unknown>;
}

/**
 * A lazy part's status for a screen that shows its own placeholder and error instead of suspending: asks
 * for the code and re-renders the moment it is in, or failed. Not through Suspense: React holds a suspended
 * boundary's content back until 300 ms after its fallback showed. No part: 'in' (nothing to wait for).
 */
export function useLazyPart(
  part: LazyPart | undefined,
  { afterPaint = false } = {},
): { status: LazyPartStatus; retry: () => void } {
  const [, changed] = useReducer((n: number) => n + 1, 0);
  const status = part?.status() ?? 'in';
  // Asked for as this render starts, as React.lazy does, not a frame later from the effect (asking twice
  // fetches once); `afterPaint`: once the screen has painted, so a part below the fold is not on the way to
  // the first paint. Not from the effect itself: React may run it before the browser paints.
  if (part && status === 'loading' && !afterPaint) void part.preload();
  useEffect(() => {
    if (!part || status !== 'loading') return;
    let live = true;
    const ask = () => void part.preload().then(() => live && changed());
    const painted = afterPaint ? afterNextPaint(ask) : (ask(), () => undefined);
    return () => {
      live = false;
      painted();
    };
  }, [part, status, afterPaint]);
  const retry = () => {
    void part?.retry();
    changed();
  };
  return { status, retry };
}

/**
 * Runs `then` once the browser has painted the frame being prepared: a frame callback runs just before the
 * paint, a task it posts runs after it. Returns a cancel.
 */
function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(then, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

function Nothing() {
  return null;
}
