import { useId } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { RatingStars, useRatingChoice } from '../../components/RatingStars';
import { useText } from '../../i18n/LocaleProvider';
import { color, font, space } from '../../theme/tokens';

export interface LoanRatingModalProps {
  open: boolean;
  /** The score the borrower chose (1-5); only called with a score. */
  onSubmit: (score: number) => void;
  /** Cancel, Esc or a tap on the mask. */
  onCancel: () => void;
  /** The score is being posted: Submit shows a spinner and ignores taps. */
  submitting?: boolean;
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space.sm};
`;

const Message = styled.p`
  margin: 0;
  color: ${color.danger};
  font-size: ${font.size.sm};
  text-align: center;
`;

/** "How was your experience?": 1-5 stars, Submit and Cancel. Submitting without stars asks for a choice. */
export function LoanRatingModal({ open, onSubmit, onCancel, submitting = false }: LoanRatingModalProps) {
  const t = useText();
  const messageId = useId();
  const rating = useRatingChoice(open);
  const { missing } = rating;

  const submit = () => {
    const score = rating.take();
    if (score !== null) onSubmit(score);
  };

  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={t('label.scorePrompt')}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={submitting} aria-describedby={missing ? messageId : undefined}>
            {t('common.submit')}
          </Button>
        </>
      }
    >
      <Body>
        <RatingStars value={rating.score} size={36} onChange={rating.choose} />
        {missing && (
          <Message id={messageId} role="alert">
            {t('loanDetails.ratingRequired')}
          </Message>
        )}
      </Body>
    </Modal>
  );
}
