import type { ComponentType } from 'react';
import type { CopyPart } from '@loan-h5/screens';
import type { CopyStore } from '../copy/copyStore';

/** A route's page container, loaded on first visit so each route ships only its own code. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/** Every page container (`pages/<Name>Page.tsx`), each its own chunk, by name. */
const pageLoaders: Record<string, PageLoader> = Object.fromEntries(
  Object.entries(import.meta.glob<{ default: ComponentType }>('../pages/*Page.tsx')).map(([file, load]) => [
    file.slice('../pages/'.length, -'.tsx'.length),
    load,
  ]),
);

export interface RouteEntry {
  /** The key the native app and the server use for the page (DESIGN.md: paths for disguised keys). */
  key: string;
  path: string;
  /** A hash route inside `path` (the payway and promotion flows). */
  hash?: string;
  /** The page container's name in `pages/`; absent while the page has no screen (the path shows not-found). */
  page?: string;
  /** The copy the page shows beyond `core`, downloaded with it in the language on screen. */
  copy?: readonly CopyPart[];
}

/** Every page of the product, in one table: the router mounts the ones that have a page. */
export const routeTable: readonly RouteEntry[] = [
  { key: 'testPreview', path: '/testPreview', page: 'TestPreviewPage', copy: ['testPreview'] },
  { key: 'loanConfirm', path: '/loanConfirm', page: 'LoanConfirmPage', copy: ['loan'] },
  { key: 'loanDetails', path: '/loanDetails', page: 'LoanDetailsPage', copy: ['loan'] },
  { key: 'jointLoginError', path: '/jointLoginError', page: 'JointLoginFailurePage', copy: ['loan'] },
  { key: 'relevant', path: '/relevant', page: 'RecommendedProductsPage', copy: ['loan'] },
  { key: 'repayPlan', path: '/repayPlan' },
  { key: 'repayDelay', path: '/repayDelay' },
  { key: 'virtualAccount', path: '/that' },
  { key: 'paymentMethod', path: '/individual' },
  { key: 'dragonpay', path: '/dragonpayPaymentInstructions' },
  { key: 'paywayCards', path: '/payway', hash: '#/' },
  { key: 'paywayAddCard', path: '/payway', hash: '#/addnormalcard' },
  { key: 'paywayRedirect', path: '/payway', hash: '#/alipayrepayment' },
  { key: 'paywayResult', path: '/payway', hash: '#/borrowDetail/:orderId' },
  { key: 'complaint', path: '/complaint' },
  { key: 'complainNewPage', path: '/complainNewPage' },
  { key: 'complainPageNext', path: '/complainPageNext' },
  { key: 'complaintList', path: '/complaintList' },
  { key: 'complainDetails', path: '/complainDetails' },
  { key: 'intelligentCustomerService', path: '/intelligentCustomerService' },
  { key: 'customerService', path: '/customerService' },
  { key: 'phenomenon', path: '/phenomenon' },
  { key: 'aboutUs', path: '/aboutUs' },
  { key: 'loanAgreement', path: '/loanAgreement' },
  { key: 'privacyPolicy', path: '/privacyPolicy' },
  { key: 'siteHome', path: '/' },
  { key: 'sitePolicy', path: '/Policy' },
  { key: 'siteLoan', path: '/Loan' },
  { key: 'siteAbout', path: '/About' },
  { key: 'siteUser', path: '/User' },
  { key: 'promotionRegister', path: '/promotion', hash: '#/' },
  { key: 'promotionDownload', path: '/promotion', hash: '#/downloadTemplate' },
  { key: 'promotionAgreement', path: '/promotion', hash: '#/agreementTemplate' },
];

export interface MountedRoute {
  path: string;
  page: PageLoader;
  copy: readonly CopyPart[];
}

/**
 * The distinct paths that have a page, each once (hash flows share their path's page). A page name with no
 * container in `pages/` throws: a typo must not quietly show not-found.
 */
export function mountedRoutes(
  table: readonly RouteEntry[] = routeTable,
  loaders: Record<string, PageLoader> = pageLoaders,
): MountedRoute[] {
  const seen = new Map<string, MountedRoute>();
  for (const { path, page, copy = [] } of table) {
    if (!page || seen.has(path)) continue;
    const loader = loaders[page];
    if (!loader) throw new Error(`routeTable: no page container pages/${page}.tsx for ${path}`);
    seen.set(path, { path, page: loader, copy });
  }
  return [...seen.values()];
}

/**
 * A route's page and its copy, downloaded together; resolves with the page once both are in. The router
 * renders the page only then, so it never shows a key without its text.
 */
export async function loadRoute(
  route: MountedRoute,
  copy: Pick<CopyStore, 'load'>,
): Promise<{ default: ComponentType }> {
  const [page] = await Promise.all([route.page(), copy.load(route.copy)]);
  return page;
}

/**
 * Starts downloading the page of `pathname` and its copy at once, while the app's own copy loads, instead of
 * after the first render: one round trip less before the borrower sees the page. The router's lazy load then
 * reuses both; a failed download here is left for the route's own boundary to show.
 */
export function preloadPage(
  pathname: string,
  copy: Pick<CopyStore, 'load'>,
  routes: readonly MountedRoute[] = mountedRoutes(),
): void {
  const route = routes.find((r) => r.path === pathname);
  if (route) loadRoute(route, copy).catch(() => undefined);
}
