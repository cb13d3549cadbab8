import { Suspense, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { styled } from 'styled-components';
import { useText } from '../../i18n/LocaleProvider';
import { color, safeArea, space } from '../../theme/tokens';
import type { ContactSectionProps } from './ContactSection';
import type { HomeSectionProps } from './HomeSection';
import { SiteFooter, type SiteCompany } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { SkeletonCard } from '../../components/Skeleton';
import { LoadError } from '../../components/LoadError';
import { lazyPart, useLazyPart } from '../../hooks/lazyPart';
import { SITE_COLUMN, SectionTitle } from './siteParts';
import { SITE_PATHS, SITE_TITLE_KEYS, type SiteSection } from './siteSections';
import type { ContactValues } from './contactForm';

// Each section's code is its own chunk: a visit downloads the section it opens (a host starts that with
// `preloadSiteSection` beside the page's own code, so the first render needs no fallback), and the others
// a moment after the site opens, so a nav tap finds them. The policy and terms are the host's (props).
const sections = {
  home: lazyPart(() => import('./HomeSection').then((m) => m.HomeSection)),
  about: lazyPart(() => import('./AboutSection').then((m) => m.AboutSection)),
  reviews: lazyPart(() => import('./ReviewsSection').then((m) => m.ReviewsSection)),
  contact: lazyPart(() => import('./ContactSection').then((m) => m.ContactSection)),
};
const HomeSection = sections.home.Part;
const AboutSection = sections.about.Part;
const ReviewsSection = sections.reviews.Part;
const ContactSection = sections.contact.Part;

/** The lazy part of a section whose code the screen owns (none for the policy and terms: the host's). */
const sectionPart = (section: SiteSection) =>
  section in sections ? sections[section as keyof typeof sections] : undefined;

/**
 * Downloads the code of the section at `section` (nothing for the policy and terms, which the host passes
 * in): once it resolves, `OfficialSiteScreen` shows that section in its first render, with no fallback.
 * Never rejects: a section whose code failed to load shows nothing, and a later render tries again.
 */
export function preloadSiteSection(section: SiteSection): Promise<void> {
  const part = sectionPart(section);
  return part ? part.preload().then(() => undefined) : Promise.resolve();
}
/** Sections longer than a phone's screen: the footer starts below the fold. */
const LONG_SECTIONS: readonly SiteSection[] = ['about', 'reviews', 'policy', 'terms'];
/** How long after the site opens the other sections' code is fetched. */
const SECTIONS_PRELOAD_MS = 1500;

const sectionLoading = <SkeletonCard rows={['short', 'text', 'text', 'text']} />;

/** A section opened from the nav takes focus to its heading (once its code is in), as a new page would. */
function HeadingFocus({
  section,
  shownRef,
  mainRef,
}: {
  section: SiteSection;
  shownRef: RefObject<SiteSection>;
  mainRef: RefObject<HTMLElement | null>;
}) {
  useEffect(() => {
    if (shownRef.current === section) return;
    shownRef.current = section;
    mainRef.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [section, shownRef, mainRef]);
  return null;
}

export interface OfficialSiteScreenProps extends Omit<HomeSectionProps, 'storeUrl'> {
  /** The section shown (nav index 0-5), from the address. */
  section: SiteSection;
  /** Each section's address (the spec's paths by default); the nav links there. */
  hrefs?: Readonly<Record<SiteSection, string>>;
  /** A nav tap in the page; without it, links load their address. */
  onNavigate?: (section: SiteSection) => void;
  /** The brand from the runtime configuration; empty: the header says "Home page", About says "we". */
  brandName: string;
  /** The footer's company details (runtime configuration). */
  company: SiteCompany;
  /** The licence or registration line (runtime configuration), in the footer; empty: none. */
  licenceLine?: string;
  /** The copyright year (the page reads the clock). */
  year: number;
  /** The app's store page (http(s)); empty: "coming soon". */
  storeUrl?: string;
  /** The privacy policy's text (e.g. `PrivacyPolicyContent`), loaded with its section by the host. */
  policy?: ReactNode;
  /** The loan terms' text (e.g. `LoanTermsContent`). */
  terms?: ReactNode;
  contact?: ContactValues;
  defaultContact?: ContactValues;
  onContactChange?: ContactSectionProps['onChange'];
  onContactSubmit?: ContactSectionProps['onSubmit'];
  /** Opens the borrower's mail app with the contact form's message (`location.assign(href)`). */
  onOpenMail?: ContactSectionProps['onOpenMail'];
  /**
   * Try again after a section's code failed to download. By default the code is asked for again; Chrome keeps
   * a failed module import for the page's life, so a host there reloads the page instead.
   */
  onRetrySection?: () => void;
}

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${color.page};
  color: ${color.text};
`;

/**
 * In the site's column, so its edges line up with the header's and the footer's; running text keeps a
 * readable line length on a desktop screen, starting on the column's left edge under the brand.
 */
const Main = styled.main`
  flex: 1 0 auto;
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  width: 100%;
  max-width: calc(${SITE_COLUMN} + 2 * ${space.lg});
  margin: 0 auto;
  padding: ${space.xl} calc(${space.lg} + ${safeArea.right}) ${space.xxl} calc(${space.lg} + ${safeArea.left});

  /* About 70 characters of body text (16 px); in rem, not ch, so a large heading gets the same measure. */
  &[data-width='reading'] > * {
    width: 100%;
    max-width: 38.5rem;
  }
  /* A long section (policy, terms, about us, reviews) fills at least the screen: while its text or code
     downloads, the footer waits below the fold instead of showing and then being pushed away (a layout
     shift: Lighthouse CLS 0.084 on /Policy and /Loan, 0.02 on /About and /User). */
  &[data-long] {
    min-height: 100vh;
    min-height: 100dvh;
  }
`;

/**
 * The official site (spec screen 10), for strangers in any browser, phone to desktop: a header with the
 * six sections (each its own address), the section, and the company footer. Works without the native app.
 */
export function OfficialSiteScreen({
  section,
  hrefs = SITE_PATHS,
  onNavigate,
  brandName,
  company,
  licenceLine,
  year,
  storeUrl = '',
  policy,
  terms,
  contact,
  defaultContact,
  onContactChange,
  onContactSubmit,
  onOpenMail,
  onRetrySection,
  ...home
}: OfficialSiteScreenProps) {
  const t = useText();
  const main = useRef<HTMLElement>(null);
  const shown = useRef(section);
  // The section's code: the host fetched it with the page on a first visit; after a nav tap it may still be
  // on its way. Its place holds a skeleton, or says the download failed, with Try again.
  const { status: code, retry: retryCode } = useLazyPart(sectionPart(section));
  useEffect(() => {
    const timer = setTimeout(() => {
      for (const part of Object.values(sections)) void part.preload();
    }, SECTIONS_PRELOAD_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <Frame>
      <SiteHeader section={section} brandName={brandName} hrefs={hrefs} onNavigate={onNavigate} />
      <Main
        ref={main}
        data-width={section === 'home' || section === 'reviews' ? 'wide' : 'reading'}
        data-long={LONG_SECTIONS.includes(section) ? '' : undefined}
      >
        {code === 'loading' && sectionLoading}
        {code === 'failed' && (
          <LoadError
            offline={typeof navigator !== 'undefined' && navigator.onLine === false}
            onRetry={onRetrySection ?? retryCode}
          />
        )}
        {code === 'in' && (
          <>
            {section === 'home' && <HomeSection storeUrl={storeUrl} {...home} />}
            {section === 'about' && <AboutSection brandName={brandName} />}
            {section === 'reviews' && <ReviewsSection />}
            {(section === 'policy' || section === 'terms') && (
              <>
                <SectionTitle tabIndex={-1}>{t(SITE_TITLE_KEYS[section])}</SectionTitle>
                {/* A host's text may suspend (React.lazy): its wait stays inside the section. */}
                <Suspense fallback={sectionLoading}>{section === 'policy' ? policy : terms}</Suspense>
              </>
            )}
            {section === 'contact' && (
              <ContactSection
                value={contact}
                defaultValue={defaultContact}
                onChange={onContactChange}
                onSubmit={onContactSubmit}
                onOpenMail={onOpenMail}
                companyEmail={company.email}
                companyPhone={company.phone}
              />
            )}
            <HeadingFocus section={section} shownRef={shown} mainRef={main} />
          </>
        )}
      </Main>
      <SiteFooter company={company} year={year} licenceLine={licenceLine} />
    </Frame>
  );
}
