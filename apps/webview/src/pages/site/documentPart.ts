import type { ComponentType } from 'react';
import { lazyPart } from '@loan-h5/screens';
import type { CopyStore } from '../../copy/copyStore';

type LoadCopy = CopyStore['load'];

/**
 * A site document (the policy's or the terms' text): its code, in its own chunk, and its copy (part `info`),
 * fetched together once per copy store, as a lazy part. The page starts it as soon as it knows its path
 * (`readyFor`), before its first render; `SiteDocument` holds its place and shows it the moment it is in.
 */
export function documentPart(load: () => Promise<{ default: ComponentType }>) {
  const parts = new WeakMap<LoadCopy, ReturnType<typeof lazyPart<object>>>();
  const partFor = (loadCopy: LoadCopy) => {
    let part = parts.get(loadCopy);
    if (!part) {
      part = lazyPart(() => Promise.all([load(), loadCopy(['info'])]).then(([module]) => module.default));
      parts.set(loadCopy, part);
    }
    return part;
  };
  /** Starts the download; never rejects (a failure shows in the section, with Try again). */
  const start = (loadCopy: LoadCopy) => partFor(loadCopy).preload();
  return { partFor, start };
}

export type DocumentPart = ReturnType<typeof documentPart>;
