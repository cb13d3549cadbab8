import { styled } from 'styled-components';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { useText } from '../../i18n/LocaleProvider';
import { font, space } from '../../theme/tokens';

export interface TalkToPersonModalProps {
  open: boolean;
  /** Go on to customer service. */
  onConfirm: () => void;
  /** Stay in the chat. */
  onClose: () => void;
}

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  margin: 0;
  padding-left: ${space.lg};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};
`;

/** "Talk to a person" says what happens next before it happens: where it leads and how a person helps. */
export function TalkToPersonModal({ open, onConfirm, onClose }: TalkToPersonModalProps) {
  const t = useText();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('chatbot.person.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('chatbot.person.stay')}
          </Button>
          <Button onClick={onConfirm}>{t('chatbot.person.go')}</Button>
        </>
      }
    >
      <Steps data-person-next="">
        <li>{t('chatbot.person.step1')}</li>
        <li>{t('chatbot.person.step2')}</li>
        <li>{t('chatbot.person.step3')}</li>
      </Steps>
    </Modal>
  );
}
