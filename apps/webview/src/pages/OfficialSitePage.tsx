import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readRuntimeConfig } from '@loan-h5/api';
import {
  OfficialSiteScreen,
  preloadSiteSection,
  SITE_DESCRIPTION_KEYS,
  SITE_PATHS,
  SITE_SECTIONS,
  marketForLocale,
  siteSectionOf,
  useLocale,
  useText,
  type Market,
  type SiteSection,
} from '@loan-h5/screens';
import { atMost } from '../lib/atMost';
import { keepParams } from '../lib/keepParams';
import { reloadPage } from '../lib/reloadPage';
import { PageDescription } from '../shell/PageDescription';
import type { PageCopy } from '../routes/mountedRoutes';
import { documentPart, type DocumentPart } from './site/documentPart';
import { SiteDocument } from './site/SiteDocument';

/**
 * The policy's and the terms' text: each its own lazy part, with part `info`, fetched beside the page. The
 * terms are the market's (DESIGN.md: legal text belongs to a market), each its own download: India's 22
 * sections are no Indonesian borrower's bytes, nor the lender's frame an Indian borrower's.
 */
const documents = {
  policy: documentPart(() => import('./site/SitePolicyText')),
  terms: {
    IN: documentPart(() => import('./site/SiteIndiaTerms')),
    ID: documentPart(() => import('./site/SiteLenderTerms')),
  } satisfies Record<Market, DocumentPart>,
};

/**
 * How long the first render of /Policy or /Loan waits for the document's text, once the page's code is in.
 * Its files were asked for beside the entry (index.html), so on a phone it is usually in by then or just
 * after, and the first frame has the text rather than a skeleton a frame before it (the page's largest paint).
 * On a slow link the page does not wait longer: it shows the skeleton, as before.
 */
export const DOCUMENT_WAIT_MS = 100;

/**
 * The router waits for the section at the opened path with the page (index.html fetched its code beside the
 * entry: routeTable's `parts`), so the site's first render shows it, with no skeleton first. On /Policy and
 * /Loan the document's text starts downloading now too, not after the first render, and is waited for at
 * most `DOCUMENT_WAIT_MS`: it is not in the first load (its size budget), so the first paint never hangs on it.
 */
export const readyFor = (path: string, copy?: PageCopy, fetchAfter?: () => void) => {
  const section = siteSectionOf(path) ?? 'home';
  const code = preloadSiteSection(section);
  if (!copy || (section !== 'policy' && section !== 'terms')) return code;
  // Its whole chunk tree and copy at once (routeTable's `after`), not a level of imports per round trip.
  fetchAfter?.();
  const text = section === 'policy' ? documents.policy : documents.terms[marketForLocale(copy.locale)];
  return Promise.all([code, atMost(text.start(copy.load), DOCUMENT_WAIT_MS)]);
};

/**
 * The official site (spec screen 10: /, /About, /User, /Policy, /Loan, /Contact), for strangers in any
 * browser: the section from the path, the footer and store link from the runtime configuration (config.js),
 * the year from the clock. The policy and terms download after the page (code and part `info`). No
 * server call, no native bridge needed.
 */
export default function OfficialSitePage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const t = useText();
  const { market } = useLocale();
  const config = useMemo(() => readRuntimeConfig(), []);
  const section = siteSectionOf(pathname) ?? 'home';

  // The page's language (lang) goes along with every link.
  const hrefs = useMemo(
    () =>
      Object.fromEntries(SITE_SECTIONS.map((s) => [s, keepParams(SITE_PATHS[s], search)])) as Record<
        SiteSection,
        string
      >,
    [search],
  );
  return (
    <>
      <PageDescription content={t(SITE_DESCRIPTION_KEYS[section])} />
      <OfficialSiteScreen
        section={section}
        hrefs={hrefs}
        onNavigate={(to) => void navigate(hrefs[to])}
        brandName={config.brandName}
        company={{
          name: config.companyName || config.brandName,
          phone: config.servicePhone,
          address: config.companyAddress,
          email: config.companyEmail,
        }}
        licenceLine={config.licenceLine}
        year={new Date().getFullYear()}
        storeUrl={config.appStoreUrl}
        policy={<SiteDocument part={documents.policy} onRetry={reloadPage} />}
        terms={<SiteDocument part={documents.terms[market]} onRetry={reloadPage} />}
        // Code that failed to download comes again only with a reload: Chrome keeps a failed module import
        // for the page's life (the same URL fails again, online or not).
        onRetrySection={reloadPage}
        // The contact form goes through the borrower's mail app (no server call).
        onOpenMail={(href) => window.location.assign(href)}
      />
    </>
  );
}
