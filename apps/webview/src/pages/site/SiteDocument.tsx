import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { LoadError, SkeletonCards, useText } from '@loan-h5/screens';

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

interface BoundaryState {
  failed: boolean;
}

/** A document that failed to download says so inside its section, with Try again; the site stays. */
class DocumentBoundary extends Component<{ children: ReactNode; onRetry: () => void }, BoundaryState> {
  // Set in the constructor, not a class field: see packages/api/src/errors.ts.
  constructor(props: { children: ReactNode; onRetry: () => void }) {
    super(props);
    this.state = { failed: false };
  }

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <LoadError
        offline={typeof navigator !== 'undefined' && !navigator.onLine}
        onRetry={() => {
          this.props.onRetry();
          this.setState({ failed: false });
        }}
      />
    );
  }
}

/** A lazily downloaded document (code and copy) in its section, with its loading and failed states. */
export function SiteDocument({ Document, onRetry }: { Document: ComponentType; onRetry: () => void }) {
  return (
    <DocumentBoundary onRetry={onRetry}>
      <Suspense fallback={<DocumentLoading />}>
        <Document />
      </Suspense>
    </DocumentBoundary>
  );
}
