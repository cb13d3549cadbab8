import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { RatingStars } from '../../components/RatingStars';
import { useText } from '../../i18n/LocaleProvider';
import { color, font, space } from '../../theme/tokens';

/** Where the rating pop-up is: closed, choosing stars (posting them), or thanking for a low score. */
export type ChatRating =
  | { step: 'closed' }
  /** `error`: the server's reason the score was not recorded (the stars stay chosen). */
  | { step: 'stars'; submitting?: boolean; error?: string }
  /** Under 4 stars: the server's message ('' gives our own thank-you). */
  | { step: 'thanks'; message: string };

export interface ChatRatingModalProps {
  rating: ChatRating;
  /** A score of 1-5 to record; never called without stars. */
  onRate: (score: number) => void;
  /** Cancel, OK, Esc or a tap on the mask. */
  onClose: () => void;
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space.sm};
`;

const Alert = styled.p`
  margin: 0;
  color: ${color.danger};
  font-size: ${font.size.sm};
  text-align: center;
`;

const Message = styled.p`
  margin: 0;
  text-align: center;
`;

/**
 * The chatbot's rating pop-up (spec 7): five stars as a radio group; Send without stars says "Please
 * choose". The thank-you shows the server's own message as text.
 */
export function ChatRatingModal({ rating, onRate, onClose }: ChatRatingModalProps) {
  const t = useText();
  const alertId = useId();
  const [score, setScore] = useState(0);
  const [missing, setMissing] = useState(false);

  // Each opening starts without stars: reset while rendering the close, so no frame shows the old score.
  const open = rating.step === 'stars';
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) {
      setScore(0);
      setMissing(false);
    }
  }

  if (rating.step === 'thanks')
    return (
      <Modal
        open
        onClose={onClose}
        title={t('chatbot.rating.thanksTitle')}
        footer={<Button onClick={onClose}>{t('common.ok')}</Button>}
      >
        <Message>{rating.message.trim() || t('chatbot.rating.thanks')}</Message>
      </Modal>
    );

  const send = () => {
    if (score < 1) setMissing(true);
    else onRate(score);
  };
  const error = missing ? t('chatbot.rating.required') : rating.step === 'stars' ? rating.error : undefined;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('chatbot.rating.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={send}
            loading={rating.step === 'stars' && rating.submitting}
            aria-describedby={error ? alertId : undefined}
          >
            {t('common.send')}
          </Button>
        </>
      }
    >
      <Body>
        <RatingStars
          value={score}
          size={36}
          label={t('chatbot.rating.title')}
          onChange={(next) => {
            setScore(next);
            setMissing(false);
          }}
        />
        {error && (
          <Alert id={alertId} role="alert">
            {error}
          </Alert>
        )}
      </Body>
    </Modal>
  );
}
