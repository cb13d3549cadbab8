export { OfficialSiteScreen, preloadSiteSection, type OfficialSiteScreenProps } from './OfficialSiteScreen';
export type { SiteCompany } from './SiteFooter';
export {
  SITE_DESCRIPTION_KEYS,
  SITE_NAV_KEYS,
  SITE_PATHS,
  SITE_SECTIONS,
  SITE_TITLE_KEYS,
  siteSectionOf,
  type SiteSection,
} from './siteSections';
export {
  checkContact,
  EMPTY_CONTACT,
  type ContactCheck,
  type ContactField,
  type ContactValues,
} from './contactForm';
