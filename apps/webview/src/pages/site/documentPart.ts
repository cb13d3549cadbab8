import type { ComponentType } from 'react';
import type { CopyStore } from '../../copy/copyStore';

type LoadCopy = CopyStore['load'];
interface Fetch {
  loading: Promise<ComponentType> | null;
  ready: ComponentType | null;
}

/**
 * A site document (the policy's or the terms' text): its code, in its own chunk, and its copy (part `info`),
 * fetched together once per copy store. The page starts it as soon as it knows its path (`readyFor`), before
 * its first render; `SiteDocument` shows it the moment it is in. A failed fetch is forgotten, so Try again
 * fetches anew.
 */
export function documentPart(load: () => Promise<{ default: ComponentType }>) {
  const fetches = new WeakMap<LoadCopy, Fetch>();
  const fetchFor = (loadCopy: LoadCopy) => {
    let fetch = fetches.get(loadCopy);
    if (!fetch) fetches.set(loadCopy, (fetch = { loading: null, ready: null }));
    return fetch;
  };
  return {
    start(loadCopy: LoadCopy): Promise<ComponentType> {
      const fetch = fetchFor(loadCopy);
      fetch.loading ??= Promise.all([load(), loadCopy(['info'])]).then(
        ([module]) => (fetch.ready = module.default),
        (error: unknown) => {
          fetch.loading = null;
          throw error;
        },
      );
      return fetch.loading;
    },
    /** The document, once its code and copy are in; else null. */
    readyWith: (loadCopy: LoadCopy): ComponentType | null => fetches.get(loadCopy)?.ready ?? null,
  };
}

export type DocumentPart = ReturnType<typeof documentPart>;
