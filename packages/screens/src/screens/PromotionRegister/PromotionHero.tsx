import { styled } from 'styled-components';
import { useText } from '../../i18n/LocaleProvider';
import { color, font, radius, space } from '../../theme/tokens';
import { bannerSrc } from './bannerSrc';

export interface PromotionHeroProps {
  id: string;
  /** The brand from the runtime configuration; empty: no name line. */
  brandName?: string;
  headline?: string;
  /** The template's banner (http(s) or a path of this site); anything else is not shown. */
  bannerImage?: string;
}

/**
 * The sign-up's banner, drawn in the market's brand colours (theme tokens, so India's blue and
 * Indonesia's green follow the theme): the brand, the headline and the lead in white on the brand
 * colour, the template's picture (if any) inside it.
 */
const Banner = styled.section`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  overflow: hidden;
  padding: ${space.lg};
  border-radius: ${radius.lg};
  background: linear-gradient(135deg, ${color.brand}, ${color['brand-strong']});
  color: ${color['on-brand']};

  /* Two soft circles, as on the brand's printed banners; behind the text, never over it. */
  & > svg {
    position: absolute;
    top: -40px;
    right: -40px;
    width: 180px;
    height: 180px;
    pointer-events: none;
  }
  & > * {
    position: relative;
  }
  & > img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 7;
    object-fit: cover;
    border-radius: ${radius.md};
    background: ${color['brand-strong']};
  }
  & > [data-brand] {
    font-size: ${font.size.md};
    font-weight: ${font.weight.bold};
    letter-spacing: 0.02em;
    overflow-wrap: anywhere;
  }
  & > h2 {
    font-size: ${font.size.xl};
    font-weight: ${font.weight.bold};
    line-height: ${font.lineHeight.tight};
    overflow-wrap: anywhere;
  }
  & > p {
    margin: 0;
    line-height: ${font.lineHeight.normal};
  }
`;

export function PromotionHero({ id, brandName = '', headline, bannerImage }: PromotionHeroProps) {
  const t = useText();
  const banner = bannerSrc(bannerImage);
  const brand = brandName.trim();
  return (
    <Banner aria-labelledby={`${id}-headline`} data-promotion-hero="">
      <svg viewBox="0 0 180 180" aria-hidden="true" focusable="false">
        <circle cx="90" cy="90" r="90" fill="currentColor" opacity="0.08" />
        <circle cx="60" cy="120" r="44" fill="currentColor" opacity="0.08" />
      </svg>
      {brand && <p data-brand="">{brand}</p>}
      {banner && <img src={banner} alt="" width={448} height={196} />}
      <h2 id={`${id}-headline`}>{headline?.trim() || t('promotion.title')}</h2>
      <p>{t('promotion.lead')}</p>
    </Banner>
  );
}
