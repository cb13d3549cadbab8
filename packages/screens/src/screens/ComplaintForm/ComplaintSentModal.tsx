import { styled } from 'styled-components';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { useText } from '../../i18n/LocaleProvider';
import { color, font, space } from '../../theme/tokens';

export interface ComplaintSentModalProps {
  open: boolean;
  /** The complaint's number when the server sends one ('' or absent: none is shown). */
  reference?: string;
  /** OK: on to the complaint entry. */
  onDone?: () => void;
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};
`;

const Reference = styled.p`
  margin: 0;
  color: ${color.text};
  font-size: ${font.size.md};
  font-weight: ${font.weight.bold};
  overflow-wrap: anywhere;
  user-select: text;
`;

const Muted = styled.p`
  margin: 0;
  color: ${color['text-muted']};
`;

/** "Complaint sent": the reply promise, the complaint's number when the server gives one, and OK. */
export function ComplaintSentModal({ open, reference, onDone }: ComplaintSentModalProps) {
  const t = useText();
  const number = reference?.trim() ?? '';
  return (
    <Modal
      open={open}
      onClose={() => onDone?.()}
      title={t('complaintForm.sentTitle')}
      closeOnMaskClick={false}
      footer={<Button onClick={() => onDone?.()}>{t('common.ok')}</Button>}
    >
      <Body data-sent="">
        {number && (
          <>
            {/* Server text, as text. */}
            <Reference data-reference="">{t('complaintForm.sentReference', { reference: number })}</Reference>
            <Muted>{t('complaintForm.sentReferenceHint')}</Muted>
          </>
        )}
        <p>{t('complaintForm.sentText')}</p>
      </Body>
    </Modal>
  );
}
