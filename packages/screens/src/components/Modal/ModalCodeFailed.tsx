import { createPortal } from 'react-dom';
import { styled } from 'styled-components';
import { useText } from '../../i18n/LocaleProvider';
import { color, layer, radius, safeArea, size, space } from '../../theme/tokens';
import { usePortalContainer } from '../../theme/ThemeProvider';
import { Button } from '../Button';

const Sheet = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${layer.modal};
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  max-width: ${size.maxContent};
  margin: 0 auto;
  /* Clear of the home indicator and a landscape notch, as the kit's BottomBar. */
  padding: ${space.lg} calc(${space.md} + ${safeArea.right}) calc(${space.md} + ${safeArea.bottom})
    calc(${space.md} + ${safeArea.left});
  border-radius: ${radius.lg} ${radius.lg} 0 0;
  background: ${color.surface};
  box-shadow: 0 -4px 12px rgba(12, 16, 24, 0.12);
  text-align: center;
`;

export interface ModalCodeFailedProps {
  onRetry: () => void;
  onClose: () => void;
}

/**
 * In place of a modal whose code did not download: says so, with Try again and Close, at the bottom of the
 * screen (not a modal: nothing is behind a mask, so nothing to trap). Announced (role alert).
 */
export function ModalCodeFailed({ onRetry, onClose }: ModalCodeFailedProps) {
  const t = useText();
  const portal = usePortalContainer();
  const sheet = (
    <Sheet role="alert">
      <p>{t('error.network')}</p>
      <Button onClick={onRetry}>{t('common.retry')}</Button>
      <Button variant="text" onClick={onClose}>
        {t('common.close')}
      </Button>
    </Sheet>
  );
  return portal ? createPortal(sheet, portal) : sheet;
}
