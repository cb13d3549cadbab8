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
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = (): Promise<ComponentType<P>> => {
    loading ??= load().then(
      (component) => (loaded = component),
      () => {
        setTimeout(() => (loading = null), LAZY_PART_RETRY_MS);
        return Nothing;
      },
    );
    return loading;
  };
  function Part(props: P) {
    // The same component for the whole page's life (the loaded module's), never one made per render.
    return createElement(loaded ?? use(preload()), props);
  }
  /** Whether the code is in (a render of `Part` then needs no fallback). */
  const isLoaded = () => loaded !== null;
  return { Part, preload, isLoaded };
}

function Nothing() {
  return null;
}
