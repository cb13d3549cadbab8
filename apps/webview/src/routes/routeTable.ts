import type { ComponentType } from 'react';

/** A route's page container, loaded on first visit so each route ships only its own code. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

export interface RouteEntry {
  /** The key the native app and the server use for the page (DESIGN.md: paths for disguised keys). */
  key: string;
  path: string;
  /** A hash route inside `path` (the payway and promotion flows). */
  hash?: string;
  /** The page container; absent while the page has no screen (then the path shows not-found). */
  page?: PageLoader;
}

/** Every page of the product, in one table: the router mounts the ones that have a page. */
export const routeTable: readonly RouteEntry[] = [
  { key: 'testPreview', path: '/testPreview', page: () => import('../pages/TestPreviewPage') },
  { key: 'loanConfirm', path: '/loanConfirm', page: () => import('../pages/LoanConfirmPage') },
  { key: 'loanDetails', path: '/loanDetails', page: () => import('../pages/LoanDetailsPage') },
  { key: 'jointLoginError', path: '/jointLoginError', page: () => import('../pages/JointLoginFailurePage') },
  { key: 'relevant', path: '/relevant', page: () => import('../pages/RecommendedProductsPage') },
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

/** The distinct paths that have a page, each once (hash flows share their path's page). */
export function mountedRoutes(
  table: readonly RouteEntry[] = routeTable,
): Array<Required<Pick<RouteEntry, 'path' | 'page'>>> {
  const seen = new Map<string, PageLoader>();
  for (const entry of table) if (entry.page && !seen.has(entry.path)) seen.set(entry.path, entry.page);
  return [...seen].map(([path, page]) => ({ path, page }));
}

/**
 * Starts downloading the page of `pathname` at once, while the dictionary loads, instead of after the first
 * render: one round trip less before the borrower sees the page. The router's lazy load then reuses it; a
 * failed download here is left for the route's own boundary to show.
 */
export function preloadPage(pathname: string, table: readonly RouteEntry[] = routeTable): void {
  const route = mountedRoutes(table).find((r) => r.path === pathname);
  route?.page().catch(() => undefined);
}
