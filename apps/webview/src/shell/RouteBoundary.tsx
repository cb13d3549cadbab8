import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { PageSkeleton, useText } from '@loan-h5/screens';
import { RouteError } from './RouteError';

interface RouteBoundaryProps {
  children: ReactNode;
}

/** A page whose code is still downloading: a plain page skeleton (the page's own shapes come with its code). */
function PageDownloading() {
  const t = useText();
  return (
    <PageSkeleton
      label={t('common.loading')}
      cards={[{ rows: ['title', 'text', 'text', 'short'] }, { rows: ['title', 'row', 'row', 'row'] }]}
    />
  );
}

/**
 * One route's safety net: a page skeleton saying "Loading…" while its code downloads (slow networks), and
 * a clear message with a retry when it fails to download or crashes, so one broken page never blanks the
 * app. The router gives each route its own boundary, keyed by path, so moving to another page starts clean.
 */
export class RouteBoundary extends Component<RouteBoundaryProps, { failed: boolean }> {
  // Set in the constructor, not a class field: see packages/api/src/errors.ts.
  constructor(props: RouteBoundaryProps) {
    super(props);
    this.state = { failed: false };
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <RouteError />;
    return <Suspense fallback={<PageDownloading />}>{this.props.children}</Suspense>;
  }
}
