import { useId } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { RatingStars, useRatingChoice } from '../../components/RatingStars';
import { useText } from '../../i18n/LocaleProvider';
import { color, font, space } from '../../theme/tokens';
import { ServerText } from '../../components/ServerText';

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
  const open = rating.step === 'stars';
  const choice = useRatingChoice(open);
  const { missing } = choice;

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
    const score = choice.take();
    if (score !== null) onRate(score);
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
          value={choice.score}
          size={36}
          label={t('chatbot.rating.title')}
          onChange={choice.choose}
        />
        {error && (
          <Alert id={alertId} role="alert">
            <ServerText text={error} />
          </Alert>
        )}
      </Body>
    </Modal>
  );
}
