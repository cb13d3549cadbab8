import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useLocale, type Locale } from '../../i18n/LocaleProvider';
import { storyText } from '../../test-support/storyText';
import { LoanTermsContent } from '../LoanTerms';
import { PrivacyPolicyContent } from '../PrivacyPolicy';
import { OfficialSiteScreen, type OfficialSiteScreenProps } from './OfficialSiteScreen';
import type { SiteCompany } from './SiteFooter';
import { SITE_NAV_KEYS, SITE_SECTIONS, SITE_TITLE_KEYS } from './siteSections';

type Globals = Record<string, unknown>;
type Text = ReturnType<typeof storyText>;
const localeOf = (globals: Globals): Locale => (globals.locale === 'id' ? 'id' : 'en');

/** Each market's configured brand and company (config.js). */
const BRAND: Record<Locale, string> = { en: 'Rupee Express', id: 'Dana Kilat' };
const COMPANY: Record<Locale, SiteCompany> = {
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
const STORE = 'https://play.google.com/store/apps/details?id=example.loan';
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
const LICENCE: Record<Locale, string> = {
  en: 'Loans are given by Example Finance Ltd, an NBFC registered with the RBI (sample).',
  id: 'PT Contoh Finansial terdaftar dan diawasi oleh OJK (contoh).',
};

/** The site in the story's language, with that market's configuration (or none). */
function LocalisedSite({
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

const meta = {
  title: 'Site/Official site',
  component: LocalisedSite,
  args: {
    section: 'home',
    year: 2026,
    storeUrl: STORE,
    autoplay: false,
    onNavigate: fn(),
    onGetApp: fn(),
    onContactSubmit: fn(),
    onOpenMail: fn(),
  },
} satisfies Meta<typeof LocalisedSite>;
export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { viewport: { value: 'phone320', isRotated: false } };
const DESKTOP = { viewport: { value: 'desktop1280', isRotated: false } };

/** Nothing scrolls sideways, and running text keeps a readable measure (at most about 70 characters). */
async function fitsTheWidth(canvasElement: HTMLElement) {
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  const main = canvasElement.querySelector('main')!;
  await expect(main.getBoundingClientRect().width).toBeLessThanOrEqual(1120);
  if (main.dataset.width === 'reading')
    for (const part of main.children)
      await expect(part.getBoundingClientRect().width).toBeLessThanOrEqual(800);
}

/** The content edges (inside the side padding) of the header, the section and the footer line up. */
async function alignedColumns(canvasElement: HTMLElement) {
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
async function showsSection(canvasElement: HTMLElement, t: Text, section: (typeof SITE_SECTIONS)[number]) {
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

async function showsFooter(canvasElement: HTMLElement, t: Text, globals: Globals) {
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

/** Home at 320 px: the three claims as slides, the market's claims, the store link, the footer. */
export const Home: Story = {
  globals: PHONE,
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await showsSection(canvasElement, t, 'home');
    await expect(canvas.getByRole('heading', { level: 1, name: t('site.hero.title') })).toBeVisible();
    // A phone gets the button, not a QR code (its encoder is never downloaded on this layout).
    await expect(canvasElement.querySelector('[data-store-qr]')).not.toBeVisible();
    await expect(canvas.queryByRole('img', { name: t('site.qrLabel') })).toBeNull();
    // No licence line unless config.js names one.
    await expect(canvasElement.querySelector('[data-licence-line]')).toBeNull();
    const slides = canvas.getByRole('region', { name: t('carousel.label') });
    await expect(
      within(slides).getByRole('group', { name: t('carousel.slide', { index: 1, count: 3 }) }),
    ).toHaveTextContent(t('site.slide1.title'));
    const claims = canvas.getByRole('region', { name: t('site.claims') });
    await expect(within(claims).getAllByRole('listitem')).toHaveLength(4);
    // The market follows the language: Indian rupees in English, Indonesian rupiah in Indonesian.
    await expect(claims).toHaveTextContent(
      localeOf(globals) === 'en' ? 'Rs. 2,000 to Rs. 80,000' : 'Rp 1.000.000 sampai Rp 15.000.000',
    );
    await expect(claims).toHaveTextContent(
      localeOf(globals) === 'en' ? 'Rs. 12,000 and above' : '3 juta pengguna',
    );
    const store = canvas.getByRole('link', { name: `${t('site.getAppAction')} ${t('site.newWindow')}` });
    await expect(store).toHaveAttribute('href', STORE);
    await expect(store).toHaveAttribute('rel', 'noopener noreferrer');
    // Tapping it is reported (the store page itself is not opened in the story).
    store.addEventListener('click', (e) => e.preventDefault(), { once: true });
    store.click();
    await expect(args.onGetApp).toHaveBeenCalledTimes(1);
    await showsFooter(canvasElement, t, globals);
  },
};

/**
 * Home at desktop width: the links in one row, no menu button, content centred; the header's, the
 * section's and the footer's edges line up.
 */
export const HomeDesktop: Story = {
  globals: DESKTOP,
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await showsSection(canvasElement, t, 'home');
    await expect(canvas.queryByRole('button', { name: t('site.menu') })).toBeNull();
    const nav = canvas.getByRole('navigation', { name: t('site.nav') });
    for (const section of SITE_SECTIONS)
      await expect(within(nav).getByRole('link', { name: t(SITE_NAV_KEYS[section]) })).toBeVisible();
    // Centred: equal room left and right of the content.
    const main = canvasElement.querySelector('main')!.getBoundingClientRect();
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(Math.abs(main.left - (width - main.right))).toBeLessThanOrEqual(1);
    await alignedColumns(canvasElement);
    // Download the app from a computer: a QR code of the store page, drawn in the page, beside its words.
    const qr = await canvas.findByRole('img', { name: t('site.qrLabel') });
    await expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    await expect(qr.getBoundingClientRect().width).toBeGreaterThanOrEqual(140);
    await expect(canvasElement.querySelector('[data-store-qr]')).toHaveTextContent(t('site.qrTitle'));
    await userEvent.click(within(nav).getByRole('link', { name: t('site.nav.reviews') }));
    await expect(args.onNavigate).toHaveBeenCalledWith('reviews');
  },
};

function slideStory(index: 2 | 3): Story {
  return {
    args: { defaultSlide: index - 1 },
    globals: PHONE,
    play: async ({ canvasElement, globals }) => {
      const t = storyText({ globals });
      const canvas = within(canvasElement);
      const shown = canvas.getByRole('group', { name: t('carousel.slide', { index, count: 3 }) });
      await expect(shown).toHaveTextContent(t(index === 2 ? 'site.slide2.title' : 'site.slide3.title'));
      await expect(shown).not.toHaveAttribute('aria-hidden');
      const dot = canvas.getByRole('button', { name: t('carousel.goTo', { index }) });
      await expect(dot).toHaveAttribute('aria-current', 'true');
      // The first dot brings the first slide back.
      await userEvent.click(canvas.getByRole('button', { name: t('carousel.goTo', { index: 1 }) }));
      await expect(
        canvas.getByRole('group', { name: t('carousel.slide', { index: 1, count: 3 }), hidden: true }),
      ).not.toHaveAttribute('aria-hidden');
      await fitsTheWidth(canvasElement);
    },
  };
}

/** The carousel at its second slide (the second claim). */
export const HomeSlide2 = slideStory(2);
/** The carousel at its third slide. */
export const HomeSlide3 = slideStory(3);

/** Autoplay: the slides move on by themselves every 3 s, and stop while the carousel has focus. */
export const HomeAutoplay: Story = {
  args: { autoplay: true },
  globals: PHONE,
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const second = () =>
      canvas.getByRole('group', { name: t('carousel.slide', { index: 2, count: 3 }), hidden: true });
    await waitFor(() => expect(second()).not.toHaveAttribute('aria-hidden'), { timeout: 4500 });
    // Focus inside pauses it: 3.5 s later the second slide is still shown.
    canvas.getByRole('button', { name: t('carousel.goTo', { index: 2 }) }).focus();
    await new Promise((resolve) => setTimeout(resolve, 3500));
    await expect(second()).not.toHaveAttribute('aria-hidden');
  },
};

/** With prefers-reduced-motion the carousel never moves by itself and offers no play button. */
export const HomeReducedMotion: Story = {
  args: { autoplay: true },
  globals: PHONE,
  beforeEach: () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => {
      if (!query.includes('prefers-reduced-motion')) return original.call(window, query);
      const list: MediaQueryList = {
        matches: true,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      };
      return list;
    };
    return () => {
      window.matchMedia = original;
    };
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: t('carousel.pause') })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 3500));
    await expect(
      canvas.getByRole('group', { name: t('carousel.slide', { index: 1, count: 3 }) }),
    ).toBeVisible();
    // The dots still move it.
    await userEvent.click(canvas.getByRole('button', { name: t('carousel.goTo', { index: 3 }) }));
    await expect(
      canvas.getByRole('group', { name: t('carousel.slide', { index: 3, count: 3 }), hidden: true }),
    ).not.toHaveAttribute('aria-hidden');
  },
};

/** Nothing configured: no store link ("soon"), the header says "Home page", the footer only the year. */
export const NotConfigured: Story = {
  args: { configured: false },
  globals: PHONE,
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: t('site.home') })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: new RegExp(t('site.getAppAction')) })).toBeNull();
    await expect(canvas.getByText(t('site.getAppSoon'))).toBeVisible();
    const footer = canvas.getByRole('contentinfo', { name: t('site.footer') });
    await expect(footer).toHaveTextContent(t('site.footer.copyrightUnbranded', { year: 2026 }));
    await expect(within(footer).queryAllByRole('link')).toHaveLength(0);
    await expect(canvasElement).not.toHaveTextContent('{');
  },
};

/** The phone menu: a disclosure; a link folds it and opens its section; Escape folds it back to the button. */
export const PhoneMenu: Story = {
  globals: PHONE,
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: t('site.menu') });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: t('site.nav') })).toBeNull();

    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = canvas.getByRole('navigation', { name: t('site.nav') });
    await expect(menu).toHaveAttribute('aria-controls', nav.id);
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: t('site.nav.home') })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveFocus();

    await userEvent.click(menu);
    await userEvent.click(within(nav).getByRole('link', { name: t('site.nav.terms') }));
    await expect(args.onNavigate).toHaveBeenCalledWith('terms');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  },
};

function sectionStories(
  section: 'about' | 'reviews' | 'policy' | 'terms',
  check: (canvasElement: HTMLElement, t: Text, globals: Globals) => Promise<void>,
) {
  const play: Story['play'] = async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await showsSection(canvasElement, t, section);
    await check(canvasElement, t, globals);
    await showsFooter(canvasElement, t, globals);
    await alignedColumns(canvasElement);
  };
  return {
    phone: { args: { section }, globals: PHONE, play } satisfies Story,
    desktop: { args: { section }, globals: DESKTOP, play } satisfies Story,
  };
}

const about = sectionStories('about', async (canvasElement, t, globals) => {
  const canvas = within(canvasElement);
  await expect(
    canvas.getByText(t('site.about.leadBranded', { brand: BRAND[localeOf(globals)] })),
  ).toBeVisible();
  await expect(
    within(canvas.getByRole('region', { name: t('site.about.how') })).getAllByRole('listitem'),
  ).toHaveLength(4);
  await expect(canvas.getByRole('region', { name: t('site.about.mission') })).toBeVisible();
  await expect(canvas.getByRole('region', { name: t('site.about.values') })).toBeVisible();
});
/** About Us (nav 1) at 320 px: who we are under the brand, mission, how it works, values. */
export const About: Story = about.phone;
/** About Us at desktop width: a readable column, centred. */
export const AboutDesktop: Story = about.desktop;

const reviews = sectionStories('reviews', async (canvasElement, t) => {
  const canvas = within(canvasElement);
  const list = canvas.getAllByRole('article');
  await expect(list).toHaveLength(4);
  // The stars are a picture with words for screen readers, and nothing to tap.
  const stars = canvas.getAllByRole('img', { name: new RegExp(`^${t('site.reviews.stars')}: `) });
  await expect(stars.map((s) => s.getAttribute('aria-label'))).toEqual(
    [5, 5, 4, 5].map((count) => `${t('site.reviews.stars')}: ${t('rating.star', { count })}`),
  );
  await expect(canvas.queryAllByRole('radio')).toHaveLength(0);
  await expect(
    within(list[0]!).getByRole('heading', { name: new RegExp(t('site.review1.name')) }),
  ).toBeVisible();
});
/** User evaluation (nav 2) at 320 px: four reviews, each with read-only stars named in words. */
export const Reviews: Story = reviews.phone;
/** User evaluation at desktop width: two columns. */
export const ReviewsDesktop: Story = reviews.desktop;

const policy = sectionStories('policy', async (canvasElement, t) => {
  const canvas = within(canvasElement);
  const contents = canvas.getByRole('navigation', { name: t('info.contents') });
  await expect(within(contents).getAllByRole('link')).toHaveLength(9);
  await expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(10);
});
/** Privacy Policy (nav 3) at 320 px: the policy page's own text under the site's h1. */
export const Policy: Story = policy.phone;
/** Privacy Policy at desktop width: lines of about 70 characters. */
export const PolicyDesktop: Story = policy.desktop;

const terms = sectionStories('terms', async (canvasElement, t, globals) => {
  const canvas = within(canvasElement);
  if (localeOf(globals) === 'id') {
    await expect(canvas.getByRole('region', { name: t('info.terms.where.title') })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: t('info.contents') })).toBeNull();
    await expect(canvas.getByRole('main')).not.toHaveTextContent(/Rs\.|India/);
    return;
  }
  const contents = canvas.getByRole('navigation', { name: t('info.contents') });
  await expect(within(contents).getAllByRole('link')).toHaveLength(22);
});
/**
 * Loan terms and conditions (nav 4) at 320 px, per market: India the loan terms page's 22 sections;
 * Indonesia, with no lender document configured, where the borrower's terms are.
 */
export const Terms: Story = terms.phone;
/** Loan terms at desktop width. */
export const TermsDesktop: Story = terms.desktop;

const LENDER_TERMS = '/mock-assets/agreements/sample-loan-agreement-id.html';

/**
 * Indonesia with the lender's terms in config.js: they show in the sandboxed agreement frame, in a tall
 * box of the section; India keeps the spec's terms.
 */
export const TermsLenderDocument: Story = {
  args: { section: 'terms' },
  render: (args) => <LocalisedSite {...args} lenderTermsUrl={new URL(LENDER_TERMS, document.baseURI).href} />,
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await showsSection(canvasElement, t, 'terms');
    const frame = canvasElement.querySelector('main iframe');
    if (localeOf(globals) === 'en') {
      await expect(frame).toBeNull();
      return;
    }
    await expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    await expect(frame?.getBoundingClientRect().height ?? 0).toBeGreaterThanOrEqual(400);
  },
};

async function fill(
  canvasElement: HTMLElement,
  t: Text,
  values: { name?: string; email?: string; message?: string },
) {
  const canvas = within(canvasElement);
  if (values.name)
    await userEvent.type(canvas.getByRole('textbox', { name: t('site.contact.name') }), values.name);
  if (values.email)
    await userEvent.type(canvas.getByRole('textbox', { name: t('site.contact.email') }), values.email);
  if (values.message)
    await userEvent.type(canvas.getByRole('textbox', { name: t('site.contact.message') }), values.message);
  await userEvent.click(canvas.getByRole('button', { name: t('site.contact.submit') }));
}

/** Contact Us (nav 5) at 320 px: three required fields and the note that we reply by e-mail. */
export const Contact: Story = {
  args: { section: 'contact' },
  globals: PHONE,
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await showsSection(canvasElement, t, 'contact');
    for (const field of ['site.contact.name', 'site.contact.email', 'site.contact.message'] as const)
      await expect(canvas.getByRole('textbox', { name: t(field) })).toBeRequired();
    // How it reaches us, said plainly: nothing about a message that may not arrive.
    const email = COMPANY[localeOf(globals)].email;
    const form = canvas.getByRole('region', { name: t('site.title.contact') });
    await expect(form).toHaveTextContent(t('site.contact.how', { email }));
    await expect(form).toHaveTextContent(t('site.contact.writeTo', { email }));
    await expect(form).not.toHaveTextContent(/server/i);
  },
};

/** Contact Us at desktop width. */
export const ContactDesktop: Story = {
  args: { section: 'contact' },
  globals: DESKTOP,
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await showsSection(canvasElement, t, 'contact');
    await showsFooter(canvasElement, t, globals);
  },
};

/** A field left empty: "Please provide complete information!", the empty fields marked, the first focused. */
export const ContactIncomplete: Story = {
  args: { section: 'contact' },
  globals: PHONE,
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await fill(canvasElement, t, { name: 'Priya Sharma' });
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('site.contact.incomplete'));
    const email = canvas.getByRole('textbox', { name: t('site.contact.email') });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription(t('site.contact.incomplete'));
    await expect(canvas.getByRole('textbox', { name: t('site.contact.message') })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: t('site.contact.name') })).not.toHaveAttribute(
      'aria-invalid',
    );
    // What was typed stays.
    await expect(canvas.getByRole('textbox', { name: t('site.contact.name') })).toHaveValue('Priya Sharma');
    await expect(args.onContactSubmit).not.toHaveBeenCalled();
  },
};

/** An e-mail that is not one: a clear message naming the form it needs; nothing is lost. */
export const ContactBadEmail: Story = {
  args: { section: 'contact' },
  globals: PHONE,
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await fill(canvasElement, t, {
      name: 'Priya Sharma',
      email: 'priya@example',
      message: 'When is my due date?',
    });
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('site.contact.badEmail'));
    const email = canvas.getByRole('textbox', { name: t('site.contact.email') });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: t('site.contact.message') })).toHaveValue(
      'When is my due date?',
    );
    await expect(args.onContactSubmit).not.toHaveBeenCalled();
  },
};

/**
 * A complete form: the borrower's mail app opens with a message to the company's e-mail (subject and body
 * from the form, encoded), the fields clear, and the status says the message is ready there, with a link
 * that opens it again. Typing again hides the status. No server call.
 */
export const ContactSubmitted: Story = {
  args: { section: 'contact' },
  globals: PHONE,
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await fill(canvasElement, t, {
      name: ' Priya Sharma ',
      email: 'priya@example.in',
      message: 'When is my due date?',
    });
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(t('site.contact.sent', { from: 'priya@example.in' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onOpenMail).toHaveBeenCalledTimes(1);
    const href = (args.onOpenMail as unknown as { mock: { calls: [string][] } }).mock.calls[0]![0];
    const company = COMPANY[localeOf(globals)].email;
    await expect(href.startsWith(`mailto:${company}?`)).toBe(true);
    const mail = new URL(href).searchParams;
    await expect(mail.get('subject')).toBe(t('site.contact.mailSubject', { name: 'Priya Sharma' }));
    await expect(mail.get('body')).toBe(
      `When is my due date?\r\n\r\n${t('site.contact.mailSignature', { name: 'Priya Sharma', email: 'priya@example.in' })}`,
    );
    await expect(within(status).getByRole('link', { name: t('site.contact.openAgain') })).toHaveAttribute(
      'href',
      href,
    );
    for (const field of ['site.contact.name', 'site.contact.email', 'site.contact.message'] as const)
      await expect(canvas.getByRole('textbox', { name: t(field) })).toHaveValue('');
    await expect(args.onContactSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onContactSubmit).toHaveBeenCalledWith({
      name: 'Priya Sharma',
      email: 'priya@example.in',
      message: 'When is my due date?',
    });
    await userEvent.type(canvas.getByRole('textbox', { name: t('site.contact.name') }), 'B');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** No company e-mail in config.js: no form that could not reach anyone; the lead gives the telephone. */
export const ContactNoEmail: Story = {
  args: { section: 'contact' },
  globals: PHONE,
  render: (args) => <LocalisedSite {...args} companyEmailShown={false} />,
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await showsSection(canvasElement, t, 'contact');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(
      canvas.getByText(t('site.contact.leadCall', { phone: COMPANY[localeOf(globals)].phone })),
    ).toBeVisible();
  },
};

/** config.js names the regulator's line: the footer shows it, as configured (never invented). */
export const LicenceLineConfigured: Story = {
  args: { licensed: true },
  globals: PHONE,
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const footer = within(canvasElement).getByRole('contentinfo', { name: t('site.footer') });
    const line = footer.querySelector('[data-licence-line]');
    await expect(line).toHaveTextContent(LICENCE[localeOf(globals)]);
    await expect(line).toBeVisible();
  },
};

/** At desktop width, the QR code's room is kept from the first paint: drawing it moves nothing. */
export const DesktopQrNoShift: Story = {
  globals: DESKTOP,
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const box = canvasElement.querySelector<HTMLElement>('[data-store-qr] > div')!;
    const before = box.getBoundingClientRect();
    await within(canvasElement).findByRole('img', { name: t('site.qrLabel') });
    const after = box.getBoundingClientRect();
    await expect([after.top, after.height, after.width]).toEqual([before.top, before.height, before.width]);
  },
};
