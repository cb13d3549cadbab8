import { useId } from 'react';
import { styled } from 'styled-components';
import { Carousel } from '../../components/Carousel';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useText } from '../../i18n/LocaleProvider';
import type { MessageKey } from '../../i18n/messages';
import { color, font, radius, space } from '../../theme/tokens';
import { Lead, LinkButton, Panel, SectionTitle } from './siteParts';
import { StoreQrCode } from './StoreQrCode';

export interface HomeSectionProps {
  /** The app's store page (http(s), from the runtime configuration); empty: "coming soon". */
  storeUrl: string;
  onGetApp?: () => void;
  /** The carousel's slide (0-2), for a host that drives it. */
  slide?: number;
  defaultSlide?: number;
  onSlideChange?: (index: number) => void;
  /** Moves on every 3 s (never under reduced motion); off for a still picture. */
  autoplay?: boolean;
}

const SLIDES: readonly { title: MessageKey; text: MessageKey; art: string }[] = [
  {
    title: 'site.slide1.title',
    text: 'site.slide1.text',
    art: 'M8 40h48M16 40V24m12 16V16m12 24V28m12 12V10',
  },
  {
    title: 'site.slide2.title',
    text: 'site.slide2.text',
    art: 'M32 8a24 24 0 1 0 0 48 24 24 0 0 0 0-48zm0 10v14l10 6',
  },
  { title: 'site.slide3.title', text: 'site.slide3.text', art: 'M20 8h24v48H20zM28 48h8M26 22l5 5 9-10' },
];
const CLAIMS: readonly MessageKey[] = ['site.claim1', 'site.claim2', 'site.claim3', 'site.claim4'];

const Hero = styled.div`
  display: grid;
  gap: ${space.sm};
`;

/** A drawn banner: the claim in large type over the brand colour (no image to download). */
const Banner = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${space.md};
  height: 100%;
  min-height: 160px;
  padding: ${space.xl} ${space.lg};
  background: linear-gradient(135deg, ${color.brand}, ${color['brand-strong']});
  color: ${color['on-brand']};

  & > div {
    display: grid;
    gap: ${space.xs};
  }
  & > svg {
    width: 64px;
    height: 64px;
  }
`;

const BannerTitle = styled.p`
  font-size: ${font.size.xl};
  font-weight: ${font.weight.bold};
  line-height: ${font.lineHeight.tight};
  overflow-wrap: break-word;
`;

const ClaimList = styled.ul`
  && {
    display: grid;
    gap: ${space.sm};
    padding: 0;
    list-style: none;
  }
  & > li {
    display: flex;
    gap: ${space.sm};
    align-items: flex-start;
  }
  & > li > svg {
    flex: none;
    width: 20px;
    height: 20px;
    margin-top: 2px;
    color: ${color.success};
  }
  @media (min-width: 600px) {
    && {
      grid-template-columns: 1fr 1fr;
    }
  }
`;

const GetApp = styled(Panel)`
  align-items: flex-start;
  border: 1px solid ${color['brand-soft']};
  border-radius: ${radius.lg};
`;

/** Home (nav 0): the three claims as a carousel, the market's claims, and a way to get the app. */
export function HomeSection({
  storeUrl,
  onGetApp,
  slide,
  defaultSlide,
  onSlideChange,
  autoplay = true,
}: HomeSectionProps) {
  const t = useText();
  const claimsId = useId();
  const appId = useId();
  return (
    <>
      <Hero>
        <SectionTitle tabIndex={-1}>{t('site.hero.title')}</SectionTitle>
        <Lead>{t('site.hero.lead')}</Lead>
      </Hero>
      <Carousel value={slide} defaultValue={defaultSlide} onChange={onSlideChange} autoplay={autoplay}>
        {SLIDES.map((item) => (
          <Banner key={item.title}>
            <div>
              <BannerTitle>{t(item.title)}</BannerTitle>
              <p>{t(item.text)}</p>
            </div>
            <svg viewBox="0 0 64 64" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="4">
              <path d={item.art} strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </Banner>
        ))}
      </Carousel>
      <Panel aria-labelledby={claimsId}>
        <h2 id={claimsId}>{t('site.claims')}</h2>
        <ClaimList>
          {CLAIMS.map((key) => (
            <li key={key}>
              <svg viewBox="0 0 20 20" aria-hidden="true" fill="currentColor">
                <path d="M8 13.2 4.8 10l-1.4 1.4L8 16l9-9-1.4-1.4z" />
              </svg>
              <span>{t(key)}</span>
            </li>
          ))}
        </ClaimList>
      </Panel>
      <GetApp aria-labelledby={appId}>
        <h2 id={appId}>{t('site.getApp')}</h2>
        {storeUrl ? (
          <>
            <p>{t('site.getAppHint')}</p>
            <LinkButton href={storeUrl} target="_blank" rel="noopener noreferrer" onClick={onGetApp}>
              {t('site.getAppAction')}
              <VisuallyHidden> {t('site.newWindow')}</VisuallyHidden>
            </LinkButton>
            <StoreQrCode url={storeUrl} />
          </>
        ) : (
          <p>{t('site.getAppSoon')}</p>
        )}
      </GetApp>
    </>
  );
}
