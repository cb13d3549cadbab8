import { createPortal } from 'react-dom';
import { Spinner } from '../Spinner';
import { keyframes, styled } from 'styled-components';
import { color, font, layer, radius, space } from '../../theme/tokens';
import { usePortalContainer } from '../../theme/ThemeProvider';
import { useText } from '../../i18n/LocaleProvider';
import { useScrollLock } from '../../hooks/useScrollLock';

export interface LoadingOverlayProps {
  /** Shown while a request runs; hide it when the request ends, also when it fails. */
  visible: boolean;
}

const fadeIn = keyframes`from { opacity: 0; }`;

const Mask = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${layer.loading};
  display: flex;
  align-items: center;
  justify-content: center;
  /* A light veil: the page stays recognisable, but every tap lands here, not on the page. */
  background: rgba(255, 255, 255, 0.4);
  touch-action: none;
  animation: ${fadeIn} 200ms ease-out;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space.md};
  min-width: 120px;
  max-width: calc(100% - 2 * ${space.xl});
  padding: ${space.xl} ${space.lg} ${space.lg};
  border-radius: ${radius.lg};
  background: ${color.toast};
  color: ${color['on-brand']};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.tight};
  text-align: center;
`;

/**
 * A full-screen mask with a spinner and "Loading…" that takes every tap while a submit runs (confirm,
 * rate, apply). Not for a page's own data: that loads as a `PageSkeleton`, which blocks nothing.
 * The status region stays mounted so screen readers hear "Loading…" when it appears.
 */
export function LoadingOverlay({ visible }: LoadingOverlayProps) {
  const t = useText();
  const portal = usePortalContainer();
  useScrollLock(visible);
  if (typeof document === 'undefined') return null;
  return createPortal(
    <div role="status" aria-live="polite">
      {visible && (
        <Mask data-loading-mask="">
          <Box>
            <Spinner data-size="lg" />
            <span>{t('common.loading')}</span>
          </Box>
        </Mask>
      )}
    </div>,
    portal ?? document.body,
  );
}
