import { pick, type Localised, type MockMarket } from './market';

/**
 * Images the mock backend hands out. Logos are drawn as small SVG data URIs (they work in Storybook, the
 * demo app and Node alike); photos and banners are files under `apps/webview/public/mock-assets/`, which
 * the demo app and Storybook both serve at the site root. Nothing points at a remote host.
 */

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/** A lender's app icon: a `colour` tile with a diagonal `accent` band and the first letter of `name`. */
export function logoDataUri(name: string, colour: string, accent = '#ffffff33'): string {
  const letter = escapeXml(Array.from(name.trim())[0]?.toUpperCase() ?? '');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="${colour}"/>` +
    `<path d="M40 64 L64 40 L64 50 Q64 64 50 64 Z" fill="${accent}"/>` +
    `<text x="32" y="43" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="32" ` +
    `font-weight="700" fill="#ffffff">${letter}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Files served by the demo app and Storybook (apps/webview/public/mock-assets). */
export const MOCK_ASSETS = {
  receipt: '/mock-assets/receipt.svg',
  transferScreenshot: '/mock-assets/transfer-screenshot.svg',
  replyProof: '/mock-assets/reply-proof.svg',
  /** The sign-up banner in Indonesia's brand green; India's in its blue (the market's own colours). */
  promoBanner: '/mock-assets/banner-promo.svg',
  promoBannerIN: '/mock-assets/banner-promo-in.svg',
  /** The demo's stand-in for the app's store page (the promotion sign-up's download button). */
  appStore: '/mock-assets/app-store.html',
} as const;

/** The sample agreement page the app ships for the demo (apps/webview/public/agreements), in English (India). */
export const SAMPLE_AGREEMENT_PATH = '/mock-assets/agreements/sample-loan-agreement.html';

/** The sample agreement in Indonesian, adapted to Indonesia (Rupiah, OJK). */
export const SAMPLE_AGREEMENT_PATH_ID = '/mock-assets/agreements/sample-loan-agreement-id.html';

/** The sample agreement of each market, in its language: a borrower never gets another market's page. */
export const SAMPLE_AGREEMENT_PATHS: Localised = { IN: SAMPLE_AGREEMENT_PATH, ID: SAMPLE_AGREEMENT_PATH_ID };

/** The sample agreement page of the market a request is answered for. */
export const sampleAgreementPath = (market: MockMarket): string => pick(market, SAMPLE_AGREEMENT_PATHS);
