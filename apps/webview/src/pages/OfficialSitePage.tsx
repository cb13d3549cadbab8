import { lazy, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readRuntimeConfig } from '@loan-h5/api';
import {
  OfficialSiteScreen,
  preloadSiteSection,
  SITE_DESCRIPTION_KEYS,
  SITE_PATHS,
  SITE_SECTIONS,
  siteSectionOf,
  useText,
  type SiteSection,
} from '@loan-h5/screens';
import { useCopyLoader } from '../copy/CopyContext';
import { keepParams } from '../lib/keepParams';
import { PageDescription } from '../shell/PageDescription';
import { SiteDocument } from './site/SiteDocument';

/**
 * The router waits for the section at the opened path with the page (index.html fetched its code beside the
 * entry: routeTable's `parts`), so the site's first render shows it, with no skeleton first.
 */
export const readyFor = (path: string) => preloadSiteSection(siteSectionOf(path) ?? 'home');

/**
 * The official site (spec screen 10: /, /About, /User, /Policy, /Loan, /Contact), for strangers in any
 * browser: the section from the path, the footer and store link from the runtime configuration (config.js),
 * the year from the clock. The policy and terms download with their section (code and part `info`). No
 * server call, no native bridge needed.
 */
export default function OfficialSitePage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const t = useText();
  const loadCopy = useCopyLoader();
  const config = useMemo(() => readRuntimeConfig(), []);
  const section = siteSectionOf(pathname) ?? 'home';
  const [attempt, setAttempt] = useState(0);

  // The page's language (lang) goes along with every link.
  const hrefs = useMemo(
    () =>
      Object.fromEntries(SITE_SECTIONS.map((s) => [s, keepParams(SITE_PATHS[s], search)])) as Record<
        SiteSection,
        string
      >,
    [search],
  );
  // A new attempt makes new lazy components: React keeps a failed download's error otherwise.
  const documents = useMemo(() => {
    const withText =
      <T,>(load: () => Promise<T>) =>
      () =>
        Promise.all([load(), loadCopy(['info'])]).then(([module]) => module);
    return {
      Policy: lazy(withText(() => import('./site/SitePolicyText'))),
      Terms: lazy(withText(() => import('./site/SiteTermsText'))),
      attempt,
    };
  }, [loadCopy, attempt]);
  const retry = () => setAttempt((n) => n + 1);

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
        policy={<SiteDocument Document={documents.Policy} onRetry={retry} />}
        terms={<SiteDocument Document={documents.Terms} onRetry={retry} />}
        // The contact form goes through the borrower's mail app (no server call).
        onOpenMail={(href) => window.location.assign(href)}
      />
    </>
  );
}
