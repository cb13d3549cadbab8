import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '../IconButton';
import { keyframes, styled } from 'styled-components';
import { color, font, layer, radius, safeArea, size, space } from '../../theme/tokens';
import { usePortalContainer } from '../../theme/ThemeProvider';
import { useText } from '../../i18n/LocaleProvider';
import { isTopmostFocusTrap, useFocusTrap } from '../../hooks/useFocusTrap';
import { useScrollLock } from '../../hooks/useScrollLock';

export type ModalCloseReason = 'escape' | 'mask' | 'closeButton';

export interface ModalProps {
  /** Shown while true. The modal never closes itself: it asks through `onClose`. */
  open: boolean;
  /** Esc, a tap on the mask or the close button asked to close; set `open` to false to close. */
  onClose: (reason: ModalCloseReason) => void;
  /** The heading; it also names the dialog for screen readers. */
  title: ReactNode;
  /** The content; it scrolls inside the modal when it is taller than the screen. */
  children?: ReactNode;
  /** Action buttons along the bottom (e.g. Cancel and Agree); they share the width equally. */
  footer?: ReactNode;
  /** Esc closes (default true). */
  closeOnEsc?: boolean;
  /** A tap on the dark mask closes (default true). Turn off where a choice is required, as for an agreement. */
  closeOnMaskClick?: boolean;
  /** Shows a close (×) button in the corner. */
  showCloseButton?: boolean;
  /** What gets focus on open; the dialog itself by default, so Enter cannot hit an action by accident. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

const fadeIn = keyframes`from { opacity: 0; }`;
const popIn = keyframes`from { opacity: 0; transform: translateY(8px) scale(0.97); }`;

const Layer = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${layer.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: calc(${space.xl} + ${safeArea.top}) calc(${space.lg} + ${safeArea.right})
    calc(${space.xl} + ${safeArea.bottom}) calc(${space.lg} + ${safeArea.left});

  @media (max-height: 680px) {
    padding-block: calc(${space.md} + ${safeArea.top}) calc(${space.md} + ${safeArea.bottom});
  }
`;

const Mask = styled.div`
  position: absolute;
  inset: 0;
  background: ${color.overlay};
  animation: ${fadeIn} 200ms ease-out;
  touch-action: none;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Panel = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 400px;
  max-height: 100%;
  background: ${color.surface};
  color: ${color.text};
  border-radius: ${radius.xl};
  box-shadow: 0 12px 32px rgba(12, 16, 24, 0.24);
  animation: ${popIn} 200ms ease-out;

  /* The dialog box takes focus only to hand it on; it is not a control, so no ring around it. */
  &:focus {
    outline: none;
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Header = styled.div`
  padding: ${space.xl} ${space.lg} ${space.sm};

  &[data-closable] {
    padding-inline: calc(${size.touch} + ${space.xs});
  }
  /* Short phones (320x640): less chrome, more room for what the dialog is about. */
  @media (max-height: 680px) {
    padding-top: ${space.lg};
  }
`;

const Title = styled.h2`
  font-size: ${font.size.lg};
  font-weight: ${font.weight.bold};
  line-height: ${font.lineHeight.tight};
  text-align: center;
  overflow-wrap: anywhere;
`;

const CloseButton = styled(IconButton)`
  position: absolute;
  top: ${space.xs};
  right: ${space.xs};
  color: ${color['text-muted']};
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${space.sm} ${space.lg} ${space.lg};
  font-size: ${font.size.md};
  line-height: ${font.lineHeight.normal};
  overflow-wrap: anywhere;

  &:focus-visible {
    outline-offset: -2px;
  }
`;

const Footer = styled.div`
  display: flex;
  gap: ${space.sm};
  padding: ${space.md} ${space.lg} ${space.lg};

  & > * {
    flex: 1 1 0;
    min-width: 0;
  }

  /* A hairline tells the reader there is more text above the buttons. */
  [data-scrollable] > & {
    box-shadow: inset 0 1px 0 ${color.border};
  }
`;

/** True when the content is taller than its box, kept up to date as either changes size. */
function useOverflows(box: HTMLElement | null, content: HTMLElement | null): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    if (!box || !content) return undefined;
    const measure = () => setOverflows(box.scrollHeight > box.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    observer.observe(content);
    return () => observer.disconnect();
  }, [box, content]);
  return overflows;
}

/**
 * A dialog over the page: a titled box with content and actions on a dark mask. Focus moves in and is
 * kept inside while it is open, and returns to where it was when it closes; the page behind does not
 * scroll. Rendered into the theme's portal (or `document.body`).
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  closeOnEsc = true,
  closeOnMaskClick = true,
  showCloseButton = false,
  initialFocusRef,
  className,
}: ModalProps) {
  const t = useText();
  const titleId = useId();
  const portal = usePortalContainer();
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  const scrollable = useOverflows(body, content);

  useFocusTrap(panel, open, { initialFocus: initialFocusRef });
  useScrollLock(open);

  // The latest callback without re-subscribing the key listener on every render.
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open || !closeOnEsc || !panel) return undefined;
    const doc = panel.ownerDocument;
    const onKeyDown = (event: KeyboardEvent) => {
      // Only the newest of stacked modals answers Esc.
      if (event.key !== 'Escape' || event.defaultPrevented || !isTopmostFocusTrap(panel)) return;
      event.preventDefault();
      onCloseRef.current('escape');
    };
    doc.addEventListener('keydown', onKeyDown);
    return () => doc.removeEventListener('keydown', onKeyDown);
  }, [open, closeOnEsc, panel]);

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <Layer className={className}>
      <Mask
        data-modal-mask=""
        // Keeps focus inside the dialog when the mask is tapped but does not close it.
        onMouseDown={(event) => event.preventDefault()}
        onClick={closeOnMaskClick ? () => onCloseRef.current('mask') : undefined}
      />
      <Panel
        ref={setPanel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-scrollable={scrollable || undefined}
      >
        <Header data-closable={showCloseButton || undefined}>
          <Title id={titleId}>{title}</Title>
        </Header>
        {showCloseButton && (
          <CloseButton
            type="button"
            aria-label={t('common.close')}
            onClick={() => onCloseRef.current('closeButton')}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </CloseButton>
        )}
        {/* Scrollable content must be reachable by keyboard, so it joins the tab order only when it scrolls. */}
        <Body ref={setBody} tabIndex={scrollable ? 0 : undefined} data-modal-body="">
          <div ref={setContent}>{children}</div>
        </Body>
        {footer != null && <Footer>{footer}</Footer>}
      </Panel>
    </Layer>,
    portal ?? document.body,
  );
}

/**
 * `Dialog` is `Modal` under its ARIA name (the same component, not a variant), for those who search
 * for either word. Prefer `Modal` in new code.
 */
export const Dialog = Modal;
export type DialogProps = ModalProps;
