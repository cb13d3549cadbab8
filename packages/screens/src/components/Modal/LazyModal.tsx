import { lazy, Suspense } from 'react';
import type { ModalProps } from './Modal';

const ModalPanel = lazy(() => import('./Modal').then((m) => ({ default: m.Modal })));

/**
 * The kit's `Modal` as screens get it: nothing (and no code) while closed; its code is fetched the first
 * time one opens, a few hundred bytes that a page's first load does without. Same props as `Modal`.
 */
export function LazyModal(props: ModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ModalPanel {...props} />
    </Suspense>
  );
}
