import { styled } from 'styled-components';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { useText } from '../../i18n/LocaleProvider';

const Message = styled.p`
  text-align: center;
`;

export interface ThanksModalProps {
  open: boolean;
  /** OK, Esc or a tap on the mask: the app sets `open` to false. */
  onClose: () => void;
}

/** Shown after a low rating was posted: a real thank-you, then back to the page. */
export function ThanksModal({ open, onClose }: ThanksModalProps) {
  const t = useText();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('loanDetails.thanksTitle')}
      footer={<Button onClick={onClose}>{t('common.ok')}</Button>}
    >
      <Message>{t('loanDetails.thanksMessage')}</Message>
    </Modal>
  );
}
