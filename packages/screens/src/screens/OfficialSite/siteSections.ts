import type { MessageKey } from '../../i18n/messages';

/** The official site's sections, in the nav's order (spec 10: nav index 0-5). */
export const SITE_SECTIONS = ['home', 'about', 'reviews', 'policy', 'terms', 'contact'] as const;
export type SiteSection = (typeof SITE_SECTIONS)[number];

/** Each section's own address (spec 2's paths; Contact Us has none there, so `/Contact`). */
export const SITE_PATHS: Readonly<Record<SiteSection, string>> = {
  home: '/',
  about: '/About',
  reviews: '/User',
  policy: '/Policy',
  terms: '/Loan',
  contact: '/Contact',
};

/** The nav's label of each section. */
export const SITE_NAV_KEYS: Readonly<Record<SiteSection, MessageKey>> = {
  home: 'site.nav.home',
  about: 'site.nav.about',
  reviews: 'site.nav.reviews',
  policy: 'site.nav.policy',
  terms: 'site.nav.terms',
  contact: 'site.nav.contact',
};

/** Each section's page title (a `core` key: it shows while the section downloads). */
export const SITE_TITLE_KEYS: Readonly<Record<SiteSection, MessageKey>> = {
  home: 'site.title.home',
  about: 'label.aboutUs',
  reviews: 'site.title.reviews',
  policy: 'label.privacyPolicy',
  terms: 'loanTerms.title',
  contact: 'site.title.contact',
};

/** What search engines and link previews say about each section (`<meta name="description">`). */
export const SITE_DESCRIPTION_KEYS: Readonly<Record<SiteSection, MessageKey>> = {
  home: 'site.description.home',
  about: 'site.description.about',
  reviews: 'site.description.reviews',
  policy: 'site.description.policy',
  terms: 'site.description.terms',
  contact: 'site.description.contact',
};

/**
 * The section a path opens, matched as the router does (letter case and a trailing slash ignored);
 * undefined for any other path.
 */
export function siteSectionOf(pathname: string): SiteSection | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  return SITE_SECTIONS.find((section) => SITE_PATHS[section].toLowerCase() === path);
}
