export type RatingOutcome = 'thanks' | 'store';

/**
 * What follows a posted rating: under 4 stars the borrower gets a thank-you (their feedback stays with
 * us); 4 or more opens the app store's native rate dialog.
 */
export function ratingOutcome(score: number): RatingOutcome {
  return score >= 4 ? 'store' : 'thanks';
}
