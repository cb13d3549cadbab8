import { safeHttpUrl } from '../../components/AgreementFrame/safeUrl';

/**
 * A banner address the page may show: http(s), or a path of this site (not `//host`). Its own module, with
 * no styles: index.html's start-up script uses it too (to fetch the banner as the template arrives).
 */
export const bannerSrc = (url: string | undefined) =>
  url && /^\/(?![/\\])/.test(url.trim()) ? url.trim() : safeHttpUrl(url);
