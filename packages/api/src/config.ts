/**
 * Runtime configuration: one production build runs against any backend. The app serves a `config.js`
 * next to index.html that sets `window.__LOAN_H5_CONFIG__`; without it everything is same-origin.
 */
export interface RuntimeConfig {
  /** Where the API lives, e.g. `https://api.example.com`; empty = the page's own origin. */
  apiOrigin: string;
  /** The general client's fixed base segment, prefixed to its paths (`/v3/...`). */
  generalBase: string;
  /**
   * Customer service's phone, shown where the server sends none (the extension page's `telephone`);
   * empty = no call button there.
   */
  servicePhone: string;
  /**
   * The brand borrowers know the service by, shown on the information pages (about us, the legal texts);
   * empty = those pages word themselves without a name ("we", "the lender").
   */
  brandName: string;
  // Official site (/, /About … /Contact): the footer's company details and the "get the app" link.
  /** The company's legal name in the site's footer; empty = the brand name stands in. */
  companyName: string;
  /** The company's postal address in the footer (one line); empty = no address row. */
  companyAddress: string;
  /** The company's e-mail in the footer (a mailto: link); empty or not an address = no e-mail row. */
  companyEmail: string;
  /** Where borrowers get the app (a store page), http(s) only; empty = no download button. */
  appStoreUrl: string;
  /**
   * The licence or registration line shown on the site and sign-up pages, as the regulator requires it
   * ("Terdaftar dan diawasi oleh OJK …", "Registered with the RBI as an NBFC …"); one line. Empty = no
   * line: we never invent one.
   */
  licenceLine: string;
  /**
   * Indonesia: the lender's own loan terms page (http(s)), shown on /loanAgreement and the site's /Loan in
   * the sandboxed agreement frame; empty = those pages say where the borrower's terms are (their loan
   * agreement) and offer customer service. India shows the spec's terms and ignores it.
   */
  loanTermsUrl: string;
}

declare global {
  interface Window {
    __LOAN_H5_CONFIG__?: Partial<RuntimeConfig>;
  }
}

/** The general client's base segment when config.js names none. */
const GENERAL_BASE = '/gateway';

export const DEFAULT_CONFIG: RuntimeConfig = {
  apiOrigin: '',
  generalBase: GENERAL_BASE,
  servicePhone: '',
  brandName: '',
  companyName: '',
  companyAddress: '',
  companyEmail: '',
  appStoreUrl: '',
  licenceLine: '',
  loanTermsUrl: '',
};

/** A pasted paragraph is a mistake in config.js, not an address or a name: the default stands. */
export const COMPANY_LINE_MAX = 160;

/** Longer than this is a mistake in config.js (a pasted paragraph), not a name: the default stands. */
export const BRAND_NAME_MAX = 60;

/** A brand name on one line: trimmed, inner runs of white space (line breaks too) as one space. */
function brandNameOf(value: unknown): string {
  if (typeof value !== 'string') return DEFAULT_CONFIG.brandName;
  const name = value.replace(/\s+/g, ' ').trim();
  return name.length <= BRAND_NAME_MAX ? name : DEFAULT_CONFIG.brandName;
}

/** One line of the footer: trimmed, inner white space as one space; too long or not a string = ''. */
function lineOf(value: unknown): string {
  if (typeof value !== 'string') return '';
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length <= COMPANY_LINE_MAX ? line : '';
}

/** An address a mail client can take (one @, a dot in the domain, no spaces), else ''. */
function emailOf(value: unknown): string {
  const email = lineOf(value);
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : '';
}

/** The configuration in force: defaults, overridden by well-formed values from `config.js`. */
export function readRuntimeConfig(source: unknown = globalThis.window?.__LOAN_H5_CONFIG__): RuntimeConfig {
  const given = source && typeof source === 'object' ? (source as Record<string, unknown>) : {};
  return {
    ...readApiLocation(given),
    servicePhone:
      typeof given.servicePhone === 'string' ? given.servicePhone.trim() : DEFAULT_CONFIG.servicePhone,
    brandName: brandNameOf(given.brandName),
    companyName: lineOf(given.companyName),
    companyAddress: lineOf(given.companyAddress),
    companyEmail: emailOf(given.companyEmail),
    appStoreUrl: httpUrlOf(given.appStoreUrl),
    licenceLine: lineOf(given.licenceLine),
    loanTermsUrl: httpUrlOf(given.loanTermsUrl),
  };
}

/** Where the API lives, from `config.js` (alone: the page's start-up script needs no more of it). */
export function readApiLocation(source: unknown): Pick<RuntimeConfig, 'apiOrigin' | 'generalBase'> {
  const given = source && typeof source === 'object' ? (source as Record<string, unknown>) : {};
  const origin = typeof given.apiOrigin === 'string' ? given.apiOrigin.replace(/\/+$/, '') : '';
  const base = typeof given.generalBase === 'string' ? given.generalBase : GENERAL_BASE;
  return {
    // Not an origin: the page's own (same-origin calls).
    apiOrigin: /^https?:\/\/[^/]+$/i.test(origin) ? origin : '',
    generalBase: base === '' ? '' : `/${base.replace(/^\/+|\/+$/g, '')}`,
  };
}

/** A link to open: an absolute http(s) URL only (never javascript: or a relative path), else ''. */
function httpUrlOf(value: unknown): string {
  if (typeof value !== 'string') return '';
  const url = value.trim();
  return /^https?:\/\/[^\s/]+(\/\S*)?$/i.test(url) ? url : '';
}
