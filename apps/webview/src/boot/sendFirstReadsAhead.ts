import { readApiLocation, sendAhead, type ReadSentAhead } from '@loan-h5/api';
import { readPageSession } from '../data/pageSession';
import { firstReadsOf } from '../routes/firstReads';
import { firstReadImages } from './firstReadImages';

/** Where the start-up script leaves the reads it sent, for the entry's API client. */
export const SENT_AHEAD_GLOBAL = '__loanH5SentAhead';

type WithSentAhead = { [SENT_AHEAD_GLOBAL]?: unknown };

/**
 * The production page's inline start-up script (`inlineStartUpScript.ts`): sends the opened
 * page's first reads as the HTML is read, before any of the app's code has arrived, so the reply is in by
 * the time the page first renders (on a slow network, one round trip and more less before the borrower
 * sees their figures). The same requests the API client would send, with the page's session.
 * `pageAtPath` is the build's table of the paths with first reads (the route table stays out of index.html).
 */
export function sendFirstReadsAhead(
  win: Window & WithSentAhead,
  pageAtPath: (pathname: string) => string | undefined,
) {
  const reads = firstReadsOf(pageAtPath(win.location.pathname), win.location.search);
  if (!reads.length) return;
  const sent = sendAhead(
    readApiLocation(win.__LOAN_H5_CONFIG__),
    readPageSession(win),
    reads,
    win.fetch.bind(win),
  );
  for (const read of sent) {
    const imageIn = firstReadImages[read.endpoint];
    if (!imageIn) continue;
    // A copy of the reply, read here before anyone else has it: the page reads the original.
    read.response = read.response.then((response) => {
      void fetchImageIn(response.clone(), imageIn, win);
      return response;
    });
    read.response.catch(() => undefined);
  }
  win[SENT_AHEAD_GLOBAL] = sent;
}

/**
 * Starts the image a reply names (the promotion's banner, its largest paint) as soon as the reply is in,
 * not once the page's code has arrived and rendered it: the page's <img> then finds it in the cache.
 */
async function fetchImageIn(
  reply: Response,
  imageIn: (data: Record<string, unknown>) => string | null,
  win: Window,
) {
  try {
    const body: unknown = await reply.json();
    const data = (body as { data?: unknown } | null)?.data;
    const src = data && typeof data === 'object' ? imageIn(data as Record<string, unknown>) : null;
    if (!src) return;
    const image = new (win as Window & typeof globalThis).Image();
    image.fetchPriority = 'high';
    image.src = src;
  } catch {
    // Not JSON, or no image: the page shows what the reply allows, as it would without this.
  }
}

/** The reads the start-up script sent, taken once (the API client takes their replies). */
export function takeFirstReadsSentAhead(win: Window & WithSentAhead = window): readonly ReadSentAhead[] {
  const sent = win[SENT_AHEAD_GLOBAL];
  delete win[SENT_AHEAD_GLOBAL];
  return Array.isArray(sent) ? (sent as ReadSentAhead[]) : [];
}
