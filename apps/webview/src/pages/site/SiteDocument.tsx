import { createElement, useEffect, useReducer, useState } from 'react';
import { LoadError, SkeletonCards, useText } from '@loan-h5/screens';
import { useCopyLoader } from '../../copy/CopyContext';
import type { DocumentPart } from './documentPart';

/** While a section's document downloads: its shape, and in words what is loading. */
export function DocumentLoading() {
  const t = useText();
  return (
    <SkeletonCards
      label={t('site.loadingDocument')}
      cards={[{ rows: ['title', 'text', 'text', 'short'] }, { rows: ['title', 'text', 'text'] }]}
    />
  );
}

/**
 * A document downloaded after the page (code and copy) in its section: its shape while it comes, the text
 * the moment it is in, and a failed download said inside the section, with Try again (the site stays). Not
 * through Suspense: React holds a suspended boundary's content back until 300 ms after its fallback showed,
 * and on /Policy and /Loan that wait was the text's, the page's largest paint.
 */
export function SiteDocument({ part }: { part: DocumentPart }) {
  const loadCopy = useCopyLoader();
  const ready = part.readyWith(loadCopy);
  const [failed, setFailed] = useState(false);
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (ready || failed) return;
    let live = true;
    part.start(loadCopy).then(
      () => live && arrived(),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [part, loadCopy, ready, failed]);

  if (ready) return createElement(ready);
  if (failed)
    return (
      <LoadError
        offline={typeof navigator !== 'undefined' && !navigator.onLine}
        onRetry={() => setFailed(false)}
      />
    );
  return <DocumentLoading />;
}
