import { useState } from 'react';

export interface RatingChoice {
  /** The stars chosen so far (0: none). */
  score: number;
  /** Send was pressed without stars: the pop-up asks for a choice. */
  missing: boolean;
  /** The borrower tapped a star. */
  choose: (score: number) => void;
  /** The score to send (1-5), or null after marking `missing` when no star is chosen. */
  take: () => number | null;
}

/**
 * The choice inside a rating pop-up (loan details, complaint details, chatbot): each opening starts from
 * no stars (spec 4: Cancel resets the score to 0), reset while rendering the close so a reopening never
 * shows the old score for a frame; Send without stars asks for a choice instead of sending.
 */
export function useRatingChoice(open: boolean): RatingChoice {
  const [score, setScore] = useState(0);
  const [missing, setMissing] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) {
      setScore(0);
      setMissing(false);
    }
  }
  return {
    score,
    missing,
    choose: (next) => {
      setScore(next);
      setMissing(false);
    },
    take: () => {
      if (score >= 1) return score;
      setMissing(true);
      return null;
    },
  };
}
