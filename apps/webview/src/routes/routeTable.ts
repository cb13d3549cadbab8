import type { CopyPart, Locale, MessageKey } from '@loan-h5/screens';

// Plain data (no imports that run), so the build reads it too: vite.config.ts preloads each path's first page.

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
  /**
   * Lazy parts the page's first render at this path waits for (its `readyFor`), as the end of their module's
   * path (`/OfficialSite/AboutSection.tsx`): their chunks are in the path's first load, fetched with the
   * entry (index.html) and counted in its size budget (scripts/size.mjs).
   */
  parts?: readonly string[];
  /**
   * What the page at this path shows right after its first render, waited for a moment at most (the page's
   * `readyFor`) and not in its first load (the site's policy and terms text): lazy parts, as `parts`, and the
   * copy they show. Once the page is in, their whole chunk tree and copy are asked for at once (index.html's
   * table, under `<path> after`), not a level of imports per round trip. The page asks (`readyFor`); the
   * phones' build leaves this field and `parts` out of the table (dropBuildOnlyRouteFields.ts). Parts that
   * differ by language (the market's terms on /Loan) are given per language: each fetches only its own.
   */
  after?: {
    readonly parts: readonly string[] | Readonly<Record<Locale, readonly string[]>>;
    readonly copy?: readonly CopyPart[];
  };
  /**
   * The page's title (a `core` key, so it shows while the page downloads): the tab's and the native app's
   * top bar's. Every route with a page has one; a hash row's is its hash screen's (the router reads the hash).
   */
  title?: MessageKey;
}

/** index.html's table's key for what the page at `path` shows right after it opens (`after`). */
export const afterKey = (path: string) => `${path} after`;

type AfterParts = NonNullable<RouteEntry['after']>['parts'];
const perLanguage = (parts: AfterParts): parts is Readonly<Record<Locale, readonly string[]>> =>
  !Array.isArray(parts);

/** The lazy parts a path shows right after it opens, in `locale` (`after.parts`, the same or per language). */
export const afterParts = (after: NonNullable<RouteEntry['after']>, locale: Locale): readonly string[] =>
  perLanguage(after.parts) ? after.parts[locale] : after.parts;

/** The lazy parts some path shows after it opens in one language only: the chunk plan keeps them apart. */
export const languageParts = (table: readonly RouteEntry[] = routeTable): string[] =>
  table.flatMap(({ after }) => (after && perLanguage(after.parts) ? Object.values(after.parts).flat() : []));

/** Every page of the product, in one table: the router mounts the ones that have a page. */
export const routeTable: readonly RouteEntry[] = [
  {
    key: 'testPreview',
    path: '/testPreview',
    page: 'TestPreviewPage',
    copy: ['testPreview'],
    title: 'testPreview.title',
  },
  {
    key: 'loanConfirm',
    path: '/loanConfirm',
    page: 'LoanConfirmPage',
    copy: ['loan'],
    title: 'label.loanConfirm',
  },
  {
    key: 'loanDetails',
    path: '/loanDetails',
    page: 'LoanDetailsPage',
    copy: ['loan'],
    title: 'loanDetails.title',
  },
  {
    key: 'jointLoginError',
    path: '/jointLoginError',
    page: 'JointLoginFailurePage',
    copy: ['loan'],
    title: 'jointLogin.title',
  },
  {
    key: 'relevant',
    path: '/relevant',
    page: 'RecommendedProductsPage',
    copy: ['loan'],
    title: 'recommended.title',
  },
  {
    key: 'repayPlan',
    path: '/repayPlan',
    page: 'InstalmentRepaymentPage',
    copy: ['repay'],
    title: 'repay.billTitle',
  },
  {
    key: 'repayDelay',
    path: '/repayDelay',
    page: 'ExtensionRepaymentPage',
    copy: ['repay'],
    title: 'repay.billTitle',
  },
  // Virtual account feature: the code to pay, the method chooser, payment instructions (copy part `repay`).
  {
    key: 'virtualAccount',
    path: '/that',
    page: 'VirtualAccountPage',
    copy: ['repay'],
    title: 'repay.vaTitle',
  },
  {
    key: 'paymentMethod',
    path: '/individual',
    page: 'PaymentMethodChooserPage',
    copy: ['repay'],
    title: 'repay.methodTitle',
  },
  {
    key: 'dragonpay',
    path: '/dragonpayPaymentInstructions',
    page: 'PaymentInstructionsPage',
    copy: ['repay'],
    title: 'repay.instructionsTitle',
  },
  // Card repayment: one page for the four hash screens (PaywayPage reads the hash).
  {
    key: 'paywayCards',
    path: '/payway',
    hash: '#/',
    page: 'PaywayPage',
    copy: ['payway'],
    title: 'payway.title',
  },
  {
    key: 'paywayAddCard',
    path: '/payway',
    hash: '#/addnormalcard',
    page: 'PaywayPage',
    copy: ['payway'],
    title: 'payway.title',
  },
  {
    key: 'paywayRedirect',
    path: '/payway',
    hash: '#/alipayrepayment',
    page: 'PaywayPage',
    copy: ['payway'],
    title: 'payway.title',
  },
  {
    key: 'paywayResult',
    path: '/payway',
    hash: '#/borrowDetail/:orderId',
    page: 'PaywayPage',
    copy: ['payway'],
    title: 'payway.title',
  },
  // Complaint entry (old and new), my complaints, complaint details: copy part `complaint`.
  {
    key: 'complaint',
    path: '/complaint',
    page: 'ComplaintEntryPage',
    copy: ['complaint'],
    title: 'complaint.title',
  },
  {
    key: 'complainNewPage',
    path: '/complainNewPage',
    page: 'ComplaintEntryNewPage',
    copy: ['complaint'],
    title: 'complaint.title',
  },
  // Complaint form: copy part `complaintForm`.
  {
    key: 'complainPageNext',
    path: '/complainPageNext',
    page: 'ComplaintFormPage',
    copy: ['complaintForm'],
    title: 'complaintForm.title',
  },
  {
    key: 'complaintList',
    path: '/complaintList',
    page: 'ComplaintListPage',
    copy: ['complaint'],
    title: 'complaint.listTitle',
  },
  {
    key: 'complainDetails',
    path: '/complainDetails',
    page: 'ComplaintDetailsPage',
    copy: ['complaint'],
    title: 'complaint.detailsTitle',
  },
  // Chatbot (help assistant): copy part `chatbot`.
  {
    key: 'intelligentCustomerService',
    path: '/intelligentCustomerService',
    page: 'ChatbotPage',
    copy: ['chatbot'],
    title: 'chatbot.title',
  },
  // Information pages (customer service, about us, privacy policy, loan terms): copy part `info`.
  {
    key: 'customerService',
    path: '/customerService',
    page: 'CustomerServicePage',
    copy: ['info'],
    title: 'label.customerService',
  },
  // The customer-service shortcut lands on the complaint entry (complaint feature).
  {
    key: 'phenomenon',
    path: '/phenomenon',
    page: 'ComplaintEntryPage',
    copy: ['complaint'],
    title: 'complaint.title',
  },
  {
    key: 'aboutUs',
    path: '/aboutUs',
    page: 'AboutUsPage',
    copy: ['info'],
    title: 'label.aboutUs',
  },
  {
    key: 'loanAgreement',
    path: '/loanAgreement',
    page: 'LoanTermsPage',
    copy: ['info'],
    title: 'loanTerms.title',
  },
  {
    key: 'privacyPolicy',
    path: '/privacyPolicy',
    page: 'PrivacyPolicyPage',
    copy: ['info'],
    title: 'label.privacyPolicy',
  },
  // Official site: one page for the six sections (nav 0-5), each its own path; `/Contact` is ours (the spec
  // names no path for Contact Us). Each path's first load has its own section's code (`parts`), not the
  // others'. The policy and terms download their text (code and part `info`) after the page (`after`): with it,
  // their first load would be over the size budget (/Policy by 1.8 KB, /Loan by 7 KB; Guide/First load).
  {
    key: 'siteHome',
    path: '/',
    page: 'OfficialSitePage',
    copy: ['site'],
    parts: ['/OfficialSite/HomeSection.tsx'],
    title: 'site.title.home',
  },
  {
    key: 'siteAbout',
    path: '/About',
    page: 'OfficialSitePage',
    copy: ['site'],
    parts: ['/OfficialSite/AboutSection.tsx'],
    title: 'label.aboutUs',
  },
  {
    key: 'siteUser',
    path: '/User',
    page: 'OfficialSitePage',
    copy: ['site'],
    parts: ['/OfficialSite/ReviewsSection.tsx'],
    title: 'site.title.reviews',
  },
  {
    key: 'sitePolicy',
    path: '/Policy',
    page: 'OfficialSitePage',
    copy: ['site'],
    after: { parts: ['/pages/site/SitePolicyText.tsx'], copy: ['info'] },
    title: 'label.privacyPolicy',
  },
  {
    key: 'siteLoan',
    path: '/Loan',
    page: 'OfficialSitePage',
    copy: ['site'],
    // Each market's terms (India's in English, the lender's in Indonesian): neither downloads the other's.
    after: {
      parts: { en: ['/pages/site/SiteIndiaTerms.tsx'], id: ['/pages/site/SiteLenderTerms.tsx'] },
      copy: ['info'],
    },
    title: 'loanTerms.title',
  },
  {
    key: 'siteContact',
    path: '/Contact',
    page: 'OfficialSitePage',
    copy: ['site'],
    parts: ['/OfficialSite/ContactSection.tsx'],
    title: 'site.title.contact',
  },
  // Promotion sign-up: one page for the three hash screens (PromotionPage reads the hash); each screen is
  // titled as its top bar (the router reads the hash for the title).
  {
    key: 'promotionRegister',
    path: '/promotion',
    hash: '#/',
    page: 'PromotionPage',
    copy: ['promotion'],
    title: 'promotion.title',
  },
  {
    key: 'promotionDownload',
    path: '/promotion',
    hash: '#/downloadTemplate',
    page: 'PromotionPage',
    copy: ['promotion'],
    title: 'promotion.downloadTitle',
  },
  {
    key: 'promotionAgreement',
    path: '/promotion',
    hash: '#/agreementTemplate',
    page: 'PromotionPage',
    copy: ['promotion'],
    title: 'promotion.terms.title',
  },
];
