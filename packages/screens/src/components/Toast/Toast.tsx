import { useMemo, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { keyframes, styled } from 'styled-components';
import { color, font, layer, radius, space } from '../../theme/tokens';
import { usePortalContainer } from '../../theme/ThemeProvider';
import { toastStore, type ToastOptions, type ToastStore } from './toastQueue';
import { ServerText } from '../ServerText';

export interface ToastHostProps {
  /** The queue to show; the app-wide one (fed by `showToast` and `useToast`) by default. */
  store?: ToastStore;
}

const popIn = keyframes`from { opacity: 0; transform: scale(0.94); }`;

// Always mounted (empty between toasts) so screen readers announce each new message.
const Region = styled.div`
  position: fixed;
  top: 50%;
  left: 0;
  right: 0;
  z-index: ${layer.toast};
  display: flex;
  justify-content: center;
  padding: 0 ${space.xl};
  transform: translateY(-50%);
  /* Taps pass through to the page: a toast informs, it does not block. */
  pointer-events: none;
`;

const Bubble = styled.div`
  max-width: 320px;
  padding: ${space.md} ${space.lg};
  border-radius: ${radius.md};
  background: ${color.toast};
  color: ${color['on-brand']};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};
  text-align: center;
  /* Server text may hold line breaks or one long unbroken word (a reference number). */
  white-space: pre-line;
  overflow-wrap: anywhere;
  animation: ${popIn} 160ms ease-out;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/**
 * Shows the queue's toasts, one at a time, in the middle of the screen. Render one near the root of
 * the app. Messages render as text, so server text can never inject markup.
 */
export function ToastHost({ store = toastStore }: ToastHostProps) {
  const toast = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const portal = usePortalContainer();
  if (typeof document === 'undefined') return null;
  return createPortal(
    <Region role="status" aria-live="polite" aria-atomic="true">
      {toast && (
        <Bubble key={toast.id}>
          <ServerText text={toast.message} />
        </Bubble>
      )}
    </Region>,
    portal ?? document.body,
  );
}

export interface ToastApi {
  /** Queues a message; see `ToastStore.show`. */
  show: (message: string, options?: ToastOptions) => number | null;
}

/** `const toast = useToast(); toast.show(t('error.network'))`, on the app-wide queue unless given another. */
export function useToast(store: ToastStore = toastStore): ToastApi {
  return useMemo(() => ({ show: (message, options) => store.show(message, options) }), [store]);
}
