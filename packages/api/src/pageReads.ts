import type { EndpointAddress } from './client';

/** The agreement list's scene on loan confirmation (spec 7: contract and contract-jump send scene=3). */
export const AGREEMENT_SCENE = 3;
/** Spec 9: the customer service call always sends overall=30. */
export const CUSTOMER_SERVICE_OVERALL = 30;

/**
 * Where each page's first read lives, without its reply's schema: the app starts these as soon as it starts
 * (render-as-you-fetch, `ApiClient.prefetch`), so its entry carries a few paths, not the pages' parsers.
 * The endpoints spread the same objects, so a path lives in one place.
 */
export const pageReads = {
  loanConfirm: {
    name: 'loan-detail-confirm',
    pageIds: ['productId'],
    method: 'POST',
    path: '/v3/loan-confirm/loan-detail-confirm',
    base: 'general',
  },
  agreementTitles: {
    name: 'contract',
    pageIds: ['productId'],
    method: 'POST',
    path: '/v3/contract/contract',
    base: 'general',
  },
  loanDetails: {
    name: 'loan-details',
    pageIds: ['productId', 'orderId'],
    method: 'POST',
    path: '/v3/loan-details/loan-details',
    base: 'general',
  },
  recommendProducts: {
    name: 'recommend-product-list',
    method: 'POST',
    path: '/indah/v3/product/recommend-product-list',
    base: 'root',
  },
  jointFailureInfo: {
    name: 'joint-failure-info',
    method: 'POST',
    path: '/joint/failure-info',
    base: 'general',
  },
  instalmentPlan: {
    name: 'loan-play-detail',
    pageIds: ['productId', 'orderId'],
    // The spec leaves the method open (GET or POST); POST like the other /v3 calls.
    method: 'POST',
    path: '/v3/installment/loan-play-detail',
    base: 'general',
  },
  extensionDetail: {
    name: 'delay-detail',
    pageIds: ['productId', 'orderId'],
    method: 'POST',
    path: '/v3/loan-details/delay-detail',
    base: 'general',
  },
  customerContact: { name: 'get-whatsapp', method: 'POST', path: '/user-problem/get-whatsapp', base: 'root' },
  // Card repayment (/payway): the card list.
  repaymentWay: {
    name: 'repayment-way',
    method: 'POST',
    path: '/api/v1/youmi/youmi-api/service/loan/repayment-way',
    base: 'root',
  },
  // Virtual account feature: the method chooser's options (/individual).
  payOptions: {
    name: 'init-pay-type',
    pageIds: ['productId', 'orderId'],
    method: 'POST',
    // Path not shown in the spec: ours, beside generate-vcode.
    path: '/v3/repay/init-pay-type',
    base: 'general',
  },
  // Chatbot (/intelligentCustomerService): the top categories (pid 0, QA_TOP).
  qaList: {
    name: 'get-qa-list',
    pageIds: ['orderNo'],
    method: 'GET',
    path: '/h5-api/v3/user-problem/get-qa-list',
    base: 'root',
  },
  // Complaint entry (old and new), my complaints, one complaint: what each page reads on open.
  problemInit: {
    name: 'problem-init',
    pageIds: ['orderId'],
    method: 'POST',
    // The spec hides this path behind the key table; it is the POST twin of the GET problem-types.
    path: '/user-problem/problem-init',
    base: 'root',
  },
  problemInitNew: {
    name: 'problem-init-v3',
    pageIds: ['orderNo'],
    method: 'POST',
    path: '/h5-api/v3/user-problem/problem-init',
    base: 'root',
  },
  problemList: { name: 'problem-list', method: 'POST', path: '/user-problem/problem-list', base: 'root' },
  problemDetail: {
    name: 'problem-detail',
    pageIds: ['problemId'],
    method: 'POST',
    path: '/user-problem/problem-detail',
    base: 'root',
  },
  // Complaint form: the names of its type and sub-type tags (the GET twin of problem-init, no payload).
  problemTypes: { name: 'problem-types', method: 'GET', path: '/user-problem/problem-init', base: 'root' },
  // Promotion sign-up (/promotion): the landing template, the captcha session and the visit count.
  channelTemplate: {
    name: 'channel-template',
    method: 'GET',
    path: '/api/v2/youmi/service/channel/channel-template',
    base: 'root',
  },
  promotionSid: { name: 'promotion-get-sid', method: 'GET', path: '/promotion/get-sid', base: 'root' },
  trackVisit: {
    name: 'track-visit',
    method: 'GET',
    path: '/api/v2/youmi/promotion/track-visit',
    base: 'root',
  },
} as const satisfies Record<string, EndpointAddress>;
