import {
  AGREEMENT_SCENE,
  amountMarketOfLang,
  CUSTOMER_SERVICE_OVERALL,
  pageReads,
  type ApiClient,
  type EndpointAddress,
  type Payload,
  virtualAccountAddress,
} from '@loan-h5/api';
import { readStoredPayMethod } from '../lib/storedPayMethod';
import { codeAskedAt } from '../pages/codeAskedAt';
import { sceneOf } from '../pages/recommendedModule';
import { routeTable } from './routeTable';

export type FirstRead = readonly [EndpointAddress, Payload];

const orderIds = (query: URLSearchParams) => ({
  productId: query.get('productId') || undefined,
  orderId: query.get('orderId') || undefined,
});

/**
 * What each page reads first, by its container's name, worked out from the page's address alone (and /that's
 * stored method): the app
 * sends these while the page's code and copy download (render-as-you-fetch), and the page's own calls take
 * the replies. A payload here must be the one the page sends (a test renders each page and counts).
 */
export const firstReads: Record<string, (query: URLSearchParams) => readonly FirstRead[]> = {
  LoanConfirmPage: (query) => {
    const productId = query.get('productId') || undefined;
    return [
      [pageReads.loanConfirm, { productId }],
      [pageReads.agreementTitles, { productId, scene: AGREEMENT_SCENE }],
    ];
  },
  LoanDetailsPage: (query) => [[pageReads.loanDetails, orderIds(query)]],
  InstalmentRepaymentPage: (query) => [[pageReads.instalmentPlan, orderIds(query)]],
  ExtensionRepaymentPage: (query) => [[pageReads.extensionDetail, orderIds(query)]],
  RecommendedProductsPage: (query) => [[pageReads.recommendProducts, { scene: sceneOf(query.get('scene')) }]],
  JointLoginFailurePage: () => [[pageReads.jointFailureInfo, {}]],
  CustomerServicePage: () => [[pageReads.customerContact, { overall: CUSTOMER_SERVICE_OVERALL }]],
  // Chatbot: the top categories (pid 0 is QA_TOP; the endpoint module stays out of the entry).
  ChatbotPage: (query) => [[pageReads.qaList, { orderNo: query.get('orderNo') || undefined, pid: 0 }]],
  // Virtual account: the code to pay to. An intent, but one each open of /that asks by itself, with no tap:
  // sent ahead with its own Idempotency-Key, which the page's call then keeps (no usable amount: nothing).
  VirtualAccountPage: (query) => {
    const ask = codeAskedAt(query, amountMarketOfLang(query.get('lang')), readStoredPayMethod());
    return ask ? [[virtualAccountAddress, ask]] : [];
  },
  // Virtual account feature: the chooser's options, asked with the pay type it opens on (2, mini market).
  PaymentMethodChooserPage: (query) => [[pageReads.payOptions, { ...orderIds(query), pay_type: 2 }]],
  // Card repayment: the card list of `#/` (the hash is not known here; the other screens leave it unused).
  PaywayPage: (query) => [[pageReads.repaymentWay, { orderId: query.get('orderId') || '' }]],
  // Promotion sign-up: the landing template, the captcha session and the visit count of `#/` (the hash is
  // not known here; the other screens read the template too and leave the session unused).
  PromotionPage: (query) => {
    const templateId = query.get('templateId') ?? '';
    return [
      [pageReads.channelTemplate, { templateId }],
      [pageReads.promotionSid, {}],
      [pageReads.trackVisit, { templateId }],
    ];
  },
  // Complaint entry (old and new), my complaints, one complaint.
  ComplaintEntryPage: (query) => [[pageReads.problemInit, { orderId: query.get('orderId') || undefined }]],
  ComplaintEntryNewPage: (query) => [
    [pageReads.problemInitNew, { orderNo: query.get('orderNo') || undefined }],
  ],
  ComplaintListPage: () => [[pageReads.problemList, {}]],
  ComplaintDetailsPage: (query) => [
    [pageReads.problemDetail, { problemId: query.get('problemId') || undefined }],
  ],
  // Complaint form: its type tags' names.
  ComplaintFormPage: () => [[pageReads.problemTypes, {}]],
};

/** The first reads of a page (its container's name; none for a page without, or no page). */
export function firstReadsOf(page: string | undefined, search: string): readonly FirstRead[] {
  const reads = page ? firstReads[page] : undefined;
  return reads?.(new URLSearchParams(search)) ?? [];
}

/** The page mounted at a path (its container's name), if any. */
export const pageAtPath = (pathname: string) =>
  routeTable.find((route) => route.path === pathname && route.page)?.page;

/**
 * Sends the first reads of the page at this address through the client: the demo app, once its mock
 * backend listens (production sends them earlier, from index.html: `sendFirstReadsAhead`).
 */
export function prefetchFirstReads(client: Pick<ApiClient, 'prefetch'>, pathname: string, search: string) {
  for (const [address, payload] of firstReadsOf(pageAtPath(pathname), search))
    client.prefetch(address, payload);
}
