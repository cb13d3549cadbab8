import { createElement, type ComponentType } from 'react';

/** How long a part whose code failed to load (offline) shows nothing before a render tries again. */
export const LAZY_PART_RETRY_MS = 3000;

/**
 * A part of a screen with its code in its own chunk (like `React.lazy`), that a screen can start fetching
 * early (`preload`, e.g. while its data loads): once the code is in, the part renders in the same pass, with
 * no fallback frame and so no layout shift. Before that it suspends (the nearest `Suspense` shows its
 * fallback). Code that fails to load (offline) renders nothing, and a render 3 s later tries again.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | null = null;
  // What renders: the part once its code is in, Nothing after a failed load (until the retry), else null.
  let ready: ComponentType<P> | null = null;
  const preload = (): Promise<ComponentType<P>> => {
    const started =
      loading ??
      load().then(
        (component) => (ready = component),
        () => {
          setTimeout(() => {
            if (loading !== started) return;
            loading = null;
            ready = null;
          }, LAZY_PART_RETRY_MS);
          return (ready = Nothing);
        },
      );
    loading = started;
    return started;
  };
  function Part(props: P) {
    // In: rendered as it is (the same component for the page's life). Not with `use()`: inside act() (the
    // taps of Storybook's and Testing Library's tests) a render that calls it, even with a settled promise,
    // makes act stop flushing and drop the work left: a navigation after the tap never happened.
    if (ready) return createElement(ready, props);
    // Not in yet: suspend as React.lazy does, by throwing the promise the nearest Suspense waits for.
    throw preload();
  }
  /** Whether the code is in (a render of `Part` then needs no fallback). */
  const isLoaded = () => ready !== null && ready !== Nothing;
  return { Part, preload, isLoaded };
}

function Nothing() {
  return null;
}
