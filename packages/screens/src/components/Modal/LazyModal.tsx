import { useEffect, useState } from 'react';
import { useRetryCode } from '../../theme/ThemeProvider';
import type { Modal as ModalPanel, ModalProps } from './Modal';
import { ModalCodeFailed } from './ModalCodeFailed';

let panel: typeof ModalPanel | null = null;
/** How long a closed modal waits after mounting before it fetches its code. */
export const PRELOAD_DELAY_MS = 1500;
let loading: Promise<typeof ModalPanel> | null = null;

/**
 * Fetches the modal's code once (again after a failure, e.g. offline). A screen with a closed modal starts it
 * a moment after it mounts (`PRELOAD_DELAY_MS`), so the code is there before a tap opens one.
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
 * nothing while closed; opened before its code has arrived, it shows as soon as it has. Opened when its code
 * cannot be had, it says so with Try again (the host's `onRetryCode`, else asking again) and Close, instead
 * of a tap that opens nothing.
 */
export function LazyModal(props: ModalProps) {
  const [Panel, setPanel] = useState<typeof ModalPanel | null>(() => panel);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const retryCode = useRetryCode();
  const { open } = props;
  useEffect(() => {
    if (Panel) return undefined;
    let live = true;
    const load = () =>
      preloadModal().then(
        (loaded) => live && setPanel(() => loaded),
        // Closed (the early fetch): nothing to say yet, the next open asks again.
        () => live && open && setFailed(true),
      );
    // Opened: at once. Closed: after the page's own first requests and paint, not competing with them on a
    // slow network (nor lengthening the chain Lighthouse counts before the largest paint).
    const timer = open ? void load() : setTimeout(load, PRELOAD_DELAY_MS);
    return () => {
      live = false;
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [Panel, open, attempt]);
  if (!open) {
    if (failed) setFailed(false);
    return null;
  }
  if (Panel) return <Panel {...props} />;
  if (!failed) return null;
  const askAgain = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };
  return <ModalCodeFailed onRetry={retryCode ?? askAgain} onClose={() => props.onClose('closeButton')} />;
}
