import { safeHttpUrl } from '../../components/AgreementFrame/safeUrl';

/** Spec 9: a complaint's text is at most 200 characters. */
export const COMPLAINT_TEXT_LIMIT = 200;
/** Spec 9: the rating modal opens 3000 ms after the details load (when the server asks for a rating). */
export const RATING_DELAY_MS = 3000;
/** Stars of the rating (spec 9). */
export const RATING_MAX = 5;

/** Characters as the borrower counts them (an emoji is one), for the counter against the limit. */
export function textLength(text: string): number {
  return Array.from(text).length;
}

/** The server's image addresses that may be shown: http(s) only, each once, in order. */
export function shownImages(urls: readonly string[]): string[] {
  const out: string[] = [];
  for (const url of urls) {
    const safe = safeHttpUrl(url);
    if (safe && !out.includes(safe)) out.push(safe);
  }
  return out;
}

/** "Process result" shows when the service has replied in words or with a picture (spec 6). */
export function showsResult(reply: string, replyImages: readonly string[]): boolean {
  return reply.trim() !== '' || replyImages.length > 0;
}

/** A score Send may post: a whole number of stars, 1 to 5. */
export function isSendableScore(score: number): score is 1 | 2 | 3 | 4 | 5 {
  return Number.isInteger(score) && score >= 1 && score <= RATING_MAX;
}
