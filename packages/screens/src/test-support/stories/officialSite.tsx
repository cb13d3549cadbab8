// The configured site and the layout checks of the OfficialSiteScreen stories
// (OfficialSiteScreen*.stories.tsx).
import { expect, fn, within } from 'storybook/test';
import { useLocale, type Locale } from '../../i18n/LocaleProvider';
import type { storyText } from '../storyText';
import { LoanTermsContent } from '../../screens/LoanTerms';
import { PrivacyPolicyContent } from '../../screens/PrivacyPolicy';
import {
  OfficialSiteScreen,
  preloadSiteSection,
  type OfficialSiteScreenProps,
} from '../../screens/OfficialSite/OfficialSiteScreen';
import type { SiteCompany } from '../../screens/OfficialSite/SiteFooter';
import type { SITE_SECTIONS, SiteSection } from '../../screens/OfficialSite/siteSections';
import { SITE_NAV_KEYS, SITE_TITLE_KEYS } from '../../screens/OfficialSite/siteSections';

export type Globals = Record<string, unknown>;

export type Text = ReturnType<typeof storyText>;

export const localeOf = (globals: Globals): Locale => (globals.locale === 'id' ? 'id' : 'en');

/** Each market's configured brand and company (config.js). */
export const BRAND: Record<Locale, string> = { en: 'Rupee Express', id: 'Dana Kilat' };

export const COMPANY: Record<Locale, SiteCompany> = {
  en: {
    name: 'Rupee Express Private Limited',
    phone: '1800-102-4455',
    address: '4th Floor, 12 MG Road, Bengaluru 560001, Karnataka',
    email: 'care@rupee-express.example',
  },
  id: {
    name: 'PT Dana Kilat Indonesia',
    phone: '021-5091-8800',
    address: 'Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan 12190',
    email: 'halo@danakilat.example',
  },
};

export const STORE = 'https://play.google.com/store/apps/details?id=example.loan';

const NO_COMPANY: SiteCompany = { name: '', phone: '', address: '', email: '' };

type StoryArgs = Omit<OfficialSiteScreenProps, 'brandName' | 'company' | 'policy' | 'terms'> & {
  configured?: boolean;
  /** config.js's `loanTermsUrl`: the Indonesian lender's own terms. */
  lenderTermsUrl?: string;
  /** false: config.js names no company e-mail. */
  companyEmailShown?: boolean;
  /** config.js names a licence line. */
  licensed?: boolean;
};

/** Each market's licence line as config.js would name it (sample wording, not a real registration). */
export const LICENCE: Record<Locale, string> = {
  en: 'Loans are given by Example Finance Ltd, an NBFC registered with the RBI (sample).',
  id: 'PT Contoh Finansial terdaftar dan diawasi oleh OJK (contoh).',
};

/** The site in the story's language, with that market's configuration (or none). */
export function LocalisedSite({
  configured = true,
  lenderTermsUrl,
  companyEmailShown = true,
  licensed = false,
  ...props
}: StoryArgs) {
  const { locale, market } = useLocale();
  const brandName = configured ? BRAND[locale] : '';
  const configuredCompany = companyEmailShown ? COMPANY[locale] : { ...COMPANY[locale], email: '' };
  const company = configured ? configuredCompany : NO_COMPANY;
  return (
    <OfficialSiteScreen
      {...props}
      brandName={brandName}
      company={company}
      storeUrl={configured ? props.storeUrl : ''}
      licenceLine={licensed ? LICENCE[locale] : ''}
      policy={<PrivacyPolicyContent brandName={brandName} servicePhone={company.phone} />}
      terms={<LoanTermsContent market={market} brandName={brandName} lenderTermsUrl={lenderTermsUrl} />}
    />
  );
}

export const PHONE = { viewport: { value: 'phone320', isRotated: false } };

export const DESKTOP = { viewport: { value: 'desktop1280', isRotated: false } };

/** Nothing scrolls sideways, and running text keeps a readable measure (at most about 70 characters). */
export async function fitsTheWidth(canvasElement: HTMLElement) {
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  const main = canvasElement.querySelector('main')!;
  await expect(main.getBoundingClientRect().width).toBeLessThanOrEqual(1120);
  if (main.dataset.width === 'reading')
    for (const part of main.children)
      await expect(part.getBoundingClientRect().width).toBeLessThanOrEqual(800);
}

/** The content edges (inside the side padding) of the header, the section and the footer line up. */
export async function alignedColumns(canvasElement: HTMLElement) {
  const inner = (element: Element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return {
      left: box.left + parseFloat(style.paddingLeft),
      right: box.right - parseFloat(style.paddingRight),
    };
  };
  const header = inner(canvasElement.querySelector('header > div')!);
  const main = inner(canvasElement.querySelector('main')!);
  const footer = inner(canvasElement.querySelector('footer > div')!);
  for (const edge of ['left', 'right'] as const) {
    await expect(Math.abs(header[edge] - main[edge])).toBeLessThanOrEqual(1);
    await expect(Math.abs(footer[edge] - main[edge])).toBeLessThanOrEqual(1);
  }
}

/** The section's h1, the nav marking it current, and the configured footer. */
export async function showsSection(
  canvasElement: HTMLElement,
  t: Text,
  section: (typeof SITE_SECTIONS)[number],
) {
  const canvas = within(canvasElement);
  // On a phone the links are folded behind the menu (not in the accessibility tree): read the markup.
  const nav = canvasElement.querySelector<HTMLElement>(`nav[aria-label="${t('site.nav')}"]`);
  const current = nav?.querySelectorAll('a[aria-current]') ?? [];
  await expect(current).toHaveLength(1);
  await expect(current[0]).toHaveAttribute('aria-current', 'page');
  await expect(current[0]).toHaveTextContent(t(SITE_NAV_KEYS[section]));
  // A section other than home arrives a moment after the page (its code follows the first paint).
  if (section !== 'home')
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t(SITE_TITLE_KEYS[section]) }),
    ).toBeVisible();
  await fitsTheWidth(canvasElement);
}

export async function showsFooter(canvasElement: HTMLElement, t: Text, globals: Globals) {
  const company = COMPANY[localeOf(globals)];
  const footer = within(canvasElement).getByRole('contentinfo', { name: t('site.footer') });
  await expect(footer).toHaveTextContent(company.name);
  await expect(footer).toHaveTextContent(company.address);
  await expect(within(footer).getByRole('link', { name: company.phone })).toHaveAttribute(
    'href',
    expect.stringMatching(/^tel:[\d+]+$/),
  );
  await expect(within(footer).getByRole('link', { name: company.email })).toHaveAttribute(
    'href',
    `mailto:${company.email}`,
  );
  await expect(footer).toHaveTextContent(t('site.footer.copyright', { year: 2026, company: company.name }));
}

/** The meta every OfficialSiteScreen*.stories.tsx shares (fresh spies per file). */
export const officialSiteMeta = () => ({
  component: LocalisedSite,
  // As a host does (the app's router): the opened section's code first, so the site renders it at once.
  loaders: [
    async ({ args }: { args: { section: SiteSection } }) => void (await preloadSiteSection(args.section)),
  ],
  args: {
    section: 'home' as const,
    year: 2026,
    storeUrl: STORE,
    autoplay: false,
    onNavigate: fn(),
    onGetApp: fn(),
    onContactSubmit: fn(),
    onOpenMail: fn(),
  },
});
