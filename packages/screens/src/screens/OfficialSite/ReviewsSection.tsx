import { useId } from 'react';
import { styled } from 'styled-components';
import { RatingStars } from '../../components/RatingStars';
import { useText } from '../../i18n/LocaleProvider';
import type { MessageKey } from '../../i18n/messages';
import { color, font, radius, space } from '../../theme/tokens';
import { Lead, SectionTitle } from './siteParts';

/** Borrowers' reviews (copy per market) and the stars each gave. */
export const SITE_REVIEWS: readonly {
  id: string;
  score: number;
  name: MessageKey;
  place: MessageKey;
  text: MessageKey;
}[] = [
  {
    id: 'review1',
    score: 5,
    name: 'site.review1.name',
    place: 'site.review1.place',
    text: 'site.review1.text',
  },
  {
    id: 'review2',
    score: 5,
    name: 'site.review2.name',
    place: 'site.review2.place',
    text: 'site.review2.text',
  },
  {
    id: 'review3',
    score: 4,
    name: 'site.review3.name',
    place: 'site.review3.place',
    text: 'site.review3.text',
  },
  {
    id: 'review4',
    score: 5,
    name: 'site.review4.name',
    place: 'site.review4.place',
    text: 'site.review4.text',
  },
];

const List = styled.ul`
  display: grid;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: 720px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Review = styled.article`
  display: grid;
  align-content: start;
  gap: ${space.sm};
  height: 100%;
  padding: ${space.lg};
  border-radius: ${radius.lg};
  background: ${color.surface};
  line-height: ${font.lineHeight.normal};

  & > h2 {
    font-size: ${font.size.md};
    font-weight: ${font.weight.bold};
  }
  & > h2 > span {
    color: ${color['text-muted']};
    font-weight: ${font.weight.regular};
  }
  & > blockquote {
    margin: 0;
    overflow-wrap: break-word;
  }
`;

/** User evaluation (nav 2): each review with its stars, read-only, named in words for screen readers. */
export function ReviewsSection() {
  const t = useText();
  const base = useId();
  return (
    <>
      <SectionTitle tabIndex={-1}>{t('site.title.reviews')}</SectionTitle>
      <Lead>{t('site.reviews.lead')}</Lead>
      <List>
        {SITE_REVIEWS.map((review) => (
          <li key={review.id}>
            <Review aria-labelledby={`${base}-${review.id}`}>
              <h2 id={`${base}-${review.id}`}>
                {t(review.name)} <span>· {t(review.place)}</span>
              </h2>
              <RatingStars readOnly value={review.score} size={20} label={t('site.reviews.stars')} />
              <blockquote>
                <p>{t(review.text)}</p>
              </blockquote>
            </Review>
          </li>
        ))}
      </List>
    </>
  );
}
