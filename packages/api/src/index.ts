// @loan-h5/api: the typed HTTP client for the Loan H5 backend.
export {
  createApiClient,
  DEFAULT_TIMEOUT_MS,
  type ApiClient,
  type ApiClientOptions,
  type CallOptions,
  type EndpointAddress,
} from './client';
export { pageReads } from './pageReads';
export { sendAhead, type ReadSentAhead } from './sendAhead';
export { type ApiLocation } from './buildRequest';
export {
  readAmount,
  tryReadAmount,
  readMinorUnits,
  readingAmountsIn,
  amountMarketOfLang,
  MalformedAmountError,
  type AmountMarket,
} from './amount/readAmount';
export { readRuntimeConfig, readApiLocation, DEFAULT_CONFIG, type RuntimeConfig } from './config';
export { readPageContext, COMMON_PARAMS, PAGE_IDS, PRIVATE_PARAMS, type PageContext } from './commonParams';
export {
  ApiError,
  NetworkError,
  TimeoutError,
  MalformedResponseError,
  isCallError,
  type CallError,
} from './errors';
export { defineEndpoint, type Endpoint, type Payload, type SuccessRule } from './endpoint';
export { isSuccessReply, successIsPinned } from './success';
export { createIntentRegistry, newIdempotencyKey, type IntentRegistry } from './intent';
export { endpoints, createApi, type Api, type EndpointName } from './endpoints';
// Each loan endpoint on its own, so a page imports (and ships) only the calls it makes.
export * from './endpoints/loan';
export {
  COLLECTION_PROBLEM_TYPE,
  COMPLAINT_TEXT_MAX,
  COMPLAINT_IMAGES_MAX,
  CUSTOMER_SERVICE_OVERALL,
  // On its own: pages that offer customer service's number (an empty list) ship only this call.
  customerContact,
  // Complaint entry (old and new), my complaints, details and rating: each call on its own.
  problemInit,
  problemInitNew,
  problemList,
  problemDetail,
  problemScore,
  // Complaint form: type names, one upload per photo, the save.
  problemTypes,
  problemImageUpload,
  problemSave,
  type OrderSummary,
  type ProblemOption,
  type ComplaintEntry,
  type ProblemTypes,
  type NewComplaintEntry,
  type ComplaintDetail,
  type ComplaintDraft,
  type ComplaintListEntry,
  type ComplaintTab,
  type CustomerContact,
} from './endpoints/complaint';
export {
  QA_RECORD,
  QA_HELPFUL,
  QA_NOT_HELPFUL,
  QA_ACTION_COMPLAINT_FORM,
  QA_TOP,
  // Chatbot page: its two calls
  qaList,
  qaRecord,
  type QaQuestion,
  type QaAnswer,
  type QaList,
  type QaRecordResult,
  type QaRecordPayload,
} from './endpoints/chatbot';
export {
  // Each promotion call on its own, so the sign-up page ships only these.
  channelTemplate,
  trackVisit,
  trackClick,
  promotionSid,
  promotionSms,
  promotionRegister,
  captchaImageUrl,
  hasPromotionCode,
  PROMOTION_WRONG_CAPTCHA,
  PROMOTION_ALREADY_REGISTERED,
  PROMOTION_REGISTER_WRONG_CAPTCHA,
  type PhoneRule,
  type Market,
  type LandingTemplate,
  type SmsRequest,
  type RegisterRequest,
} from './endpoints/promotion';
export {
  instalmentPlan,
  extensionDetail,
  // Virtual account and method chooser (/that, /individual)
  virtualAccount,
  virtualAccountAddress,
  virtualAccountPayload,
  payOptions,
  PAY_TYPE,
  DEFAULT_MARKET_PAY_CODE,
  INSTALMENT_STATUS_DARK,
  REPAY_WRONG_CODE,
  REPAY_DUPLICATE,
  type Instalment,
  type InstalmentPlan,
  type ExtensionDetail,
  type PayType,
  type PayChoice,
  type PaymentStepGroup,
  type PaymentSteps,
  type VirtualAccount,
  type PayMethod,
  type PayBank,
  type PayMarket,
  type PayOptions,
  type BankCard,
  type RepaymentWay,
  type RepaymentCommit,
  // Card repayment (/payway)
  repaymentWay,
  repaymentCommit,
  repaymentConfirm,
  repaymentRedirect,
  bindCard,
  repaymentCommitPayload,
  repaymentConfirmPayload,
} from './endpoints/repay';
export type { RecommendedProduct } from './schemas/products';
export type { DetailRow } from './schemas/wire';
export { allOf, outcomeNow, settledNow, type Outcome } from './settled';
