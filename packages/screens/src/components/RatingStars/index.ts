export { RatingStars, type RatingStarsProps } from './RatingStars';
export { useRatingChoice, type RatingChoice } from './useRatingChoice';
