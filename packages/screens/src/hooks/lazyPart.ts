import { createElement, use, type ComponentType } from 'react';

/** How long a part whose code failed to load (offline) shows nothing before a render tries again. */
export const LAZY_PART_RETRY_MS = 3000;

/**
 * A part of a screen with its code in its own chunk (like `React.lazy`), that a screen can start fetching
 * early (`preload`, e.g. while its data loads): once the code is in, the part renders in the same pass, with
 * no fallback frame and so no layout shift. Before that it suspends (the nearest `Suspense` shows its
 * fallback). Code that fails to load (offline) renders nothing, and a render 3 s later tries again.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Settled<ComponentType<P>> | null = null;
  let loaded = false;
  const preload = (): Promise<ComponentType<P>> => {
    if (loading) return loading;
    const started: Settled<ComponentType<P>> = load().then(
      (component) => {
        loaded = true;
        // Marked as React reads a settled promise: `use` then returns the part at once, with no suspending.
        started.status = 'fulfilled';
        started.value = component;
        return component;
      },
      () => {
        setTimeout(() => {
          if (loading === started) loading = null;
        }, LAZY_PART_RETRY_MS);
        return Nothing;
      },
    );
    loading = started;
    return started;
  };
  function Part(props: P) {
    // Always `use` (never skipped once loaded: React requires the same calls on every render), and the same
    // component for the whole page's life (the loaded module's), never one made per render.
    return createElement(use(preload()), props);
  }
  /** Whether the code is in (a render of `Part` then needs no fallback). */
  const isLoaded = () => loaded;
  return { Part, preload, isLoaded };
}

/** A promise React can read without suspending once it has settled (`status`, `value`). */
type Settled<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

function Nothing() {
  return null;
}
