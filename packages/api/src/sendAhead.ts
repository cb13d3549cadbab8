import type { PageContext } from './commonParams';
import type { Payload } from './endpoint';
import { buildRequest, withPageIds, type ApiLocation, type EndpointAddress } from './buildRequest';
import { newIdempotencyKey } from './intent';

/**
 * A read sent before the app's code arrived (the page's inline start-up script): the request's name, which
 * the client's call for the same request looks up, the endpoint's, for its errors, and the reply on its way.
 * An intent asked on open also has the Idempotency-Key it went with: the client keeps that key for it.
 */
export interface ReadSentAhead {
  request: string;
  endpoint: string;
  response: Promise<Response>;
  idempotencyKey?: string;
}

/**
 * Sends the opened page's first reads now: the same requests the client would send (same address, params,
 * headers and body), so the page's own calls take these replies instead of asking again. Reads, and an
 * intent the page makes as it opens (`askedOnOpen`, with a fresh Idempotency-Key); any other money or
 * submit call is sent by its tap, never ahead of it.
 */
export function sendAhead(
  location: ApiLocation,
  page: PageContext,
  reads: readonly (readonly [EndpointAddress, Payload])[],
  fetchImpl: typeof fetch = fetch,
  newKey: () => string = newIdempotencyKey,
): ReadSentAhead[] {
  const sent: ReadSentAhead[] = [];
  for (const [address, payload] of reads) {
    if (address.intent && !address.askedOnOpen) continue;
    const key = address.intent ? newKey() : undefined;
    const req = buildRequest(location, page, address, withPageIds(address, payload, page), key);
    if (!req.name || sent.some((s) => s.request === req.name)) continue;
    const response = fetchImpl(req.target, req.init);
    // Nobody may take it (the borrower moved on): a failure is then nobody's to report.
    response.catch(() => undefined);
    sent.push({ request: req.name, endpoint: address.name, response, ...(key && { idempotencyKey: key }) });
  }
  return sent;
}
