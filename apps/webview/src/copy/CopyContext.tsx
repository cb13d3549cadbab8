import { createContext, useContext, type ReactNode } from 'react';
import type { CopyStore } from './copyStore';

const CopyContext = createContext<CopyStore | null>(null);

export function CopyProvider({ copy, children }: { copy: CopyStore; children: ReactNode }) {
  return <CopyContext.Provider value={copy}>{children}</CopyContext.Provider>;
}

/** The app's copy store (main.tsx): the routes load their parts into it. */
export function useCopyStore(): CopyStore {
  const copy = useContext(CopyContext);
  if (!copy) throw new Error('useCopyStore: render the app inside <CopyProvider copy>.');
  return copy;
}

const loaded = () => Promise.resolve();

/**
 * Downloads copy parts a page shows beyond its route's (the official site's policy and terms load part
 * `info` with their text). Without a store (Storybook, which has every part) there is nothing to load.
 */
export function useCopyLoader(): CopyStore['load'] {
  return useContext(CopyContext)?.load ?? loaded;
}
