import { useId } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { RatingStars, useRatingChoice } from '../../components/RatingStars';
import { useText } from '../../i18n/LocaleProvider';
import { color, font, space } from '../../theme/tokens';
import { isSendableScore } from './complaintDetails';
import { ServerText } from '../../components/ServerText';

export interface ComplaintRatingModalProps {
  open: boolean;
  /** Send with the chosen score (1-5); never called without one. */
  onSend: (score: 1 | 2 | 3 | 4 | 5) => void;
  /** Cancel, Esc or the mask: the app closes it (the stars reset to 0). */
  onCancel: () => void;
  /** The score is being posted: Send shows a spinner and ignores taps. */
  sending?: boolean;
  /** Why the last Send failed (the server's message, as text); the stars stay as chosen. */
  error?: string;
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space.sm};
  text-align: center;
`;

const Hint = styled.p`
  margin: 0;
  color: ${color['text-muted']};
  font-size: ${font.size.sm};
`;

const Message = styled.p`
  margin: 0;
  color: ${color.danger};
  font-size: ${font.size.sm};
  overflow-wrap: anywhere;
`;

/** "Please rate this service" (spec 6): five stars as a radio group, Cancel and Send. */
export function ComplaintRatingModal({
  open,
  onSend,
  onCancel,
  sending = false,
  error,
}: ComplaintRatingModalProps) {
  const t = useText();
  const messageId = useId();
  const rating = useRatingChoice(open);
  const { missing } = rating;

  const send = () => {
    if (sending) return;
    const score = rating.take();
    if (score !== null && isSendableScore(score)) onSend(score);
  };
  const message = missing ? t('complaint.rateRequired') : error;

  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={t('complaint.rateTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button onClick={send} loading={sending} aria-describedby={message ? messageId : undefined}>
            {t('common.send')}
          </Button>
        </>
      }
    >
      <Body>
        <Hint>{t('complaint.rateHint')}</Hint>
        <RatingStars
          value={rating.score}
          size={36}
          label={t('complaint.rateTitle')}
          onChange={rating.choose}
        />
        {message && (
          <Message id={messageId} role="alert">
            <ServerText text={message} />
          </Message>
        )}
      </Body>
    </Modal>
  );
}
