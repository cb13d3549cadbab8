import { LoadError, SkeletonCards, useLazyPart, useText } from '@loan-h5/screens';
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
 * through Suspense (`useLazyPart`): React holds a suspended boundary's content back until 300 ms after its
 * fallback showed, and on /Policy and /Loan that wait was the text's, the page's largest paint. Try again
 * asks for the text again, or does `onRetry` (the page reloads: Chrome keeps a failed module import).
 */
export function SiteDocument({ part, onRetry }: { part: DocumentPart; onRetry?: () => void }) {
  const text = part.partFor(useCopyLoader());
  const { status, retry } = useLazyPart(text);
  if (status === 'in') return <text.Part />;
  if (status === 'failed') return <LoadError offline={!navigator.onLine} onRetry={onRetry ?? retry} />;
  return <DocumentLoading />;
}
