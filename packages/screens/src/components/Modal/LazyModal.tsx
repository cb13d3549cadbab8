import { useEffect, useState } from 'react';
import type { Modal as ModalPanel, ModalProps } from './Modal';

let panel: typeof ModalPanel | null = null;
let loading: Promise<typeof ModalPanel> | null = null;

/**
 * Fetches the modal's code once (again after a failure, e.g. offline). A screen with a modal starts it when
 * it mounts, after its first paint, so the code is there before a tap opens one.
 */
export function preloadModal(): Promise<typeof ModalPanel> {
  if (!loading) {
    loading = import('./Modal').then(
      (m) => (panel = m.Modal),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
  }
  return loading;
}

/**
 * The kit's `Modal` as screens get it (same props): its code is not part of a page's first load. It renders
 * nothing while closed; opened before its code has arrived, it shows as soon as it has.
 */
export function LazyModal(props: ModalProps) {
  const [Panel, setPanel] = useState<typeof ModalPanel | null>(() => panel);
  useEffect(() => {
    if (Panel) return undefined;
    let live = true;
    preloadModal().then(
      (loaded) => live && setPanel(() => loaded),
      () => undefined, // offline: the next open tries again
    );
    return () => {
      live = false;
    };
  }, [Panel, props.open]);
  if (!props.open || !Panel) return null;
  return <Panel {...props} />;
}
