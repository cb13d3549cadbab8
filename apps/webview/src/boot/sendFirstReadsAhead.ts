import { readApiLocation, sendAhead, type ReadSentAhead } from '@loan-h5/api';
import { readPageSession } from '../data/pageSession';
import { firstReadsOf } from '../routes/firstReads';

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
  win[SENT_AHEAD_GLOBAL] = sendAhead(
    readApiLocation(win.__LOAN_H5_CONFIG__),
    readPageSession(win),
    reads,
    win.fetch.bind(win),
  );
}

/** The reads the start-up script sent, taken once (the API client takes their replies). */
export function takeFirstReadsSentAhead(win: Window & WithSentAhead = window): readonly ReadSentAhead[] {
  const sent = win[SENT_AHEAD_GLOBAL];
  delete win[SENT_AHEAD_GLOBAL];
  return Array.isArray(sent) ? (sent as ReadSentAhead[]) : [];
}
