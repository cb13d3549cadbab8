import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { amountMarketOfLang, readingAmountsIn } from '../amount/readAmount';
import { createApiClient } from '../client';
import { readPageContext } from '../commonParams';
import type { Endpoint } from '../endpoint';
import { MalformedResponseError } from '../errors';

/** A response envelope around `data`: `code`, `message`, `success` and the like. */
export type Envelope = Record<string, unknown>;

export interface EndpointTestKitOptions {
  /** The page's query string, read once as the page context of every client. */
  page: string;
  /**
   * The envelope `answer` wraps data in when given none: one for every answer, or one per endpoint
   * (for endpoints that succeed on different codes; such a kit answers a bare path only with an envelope).
   */
  success: Envelope | ((ep: Endpoint) => Envelope);
}

const ORIGIN = 'https://api.test';
const GENERAL_BASE = '/gateway';

/**
 * What an endpoint test file needs: an MSW server that fails on any unhandled request (started,
 * reset and closed around the file's tests), clients on that server, and helpers to answer calls.
 * Call it once at the top level of a test file.
 */
export function endpointTestKit({ page, success }: EndpointTestKitOptions) {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  const config = { apiOrigin: ORIGIN, generalBase: GENERAL_BASE };
  const pageContext = readPageContext(page);
  const market = amountMarketOfLang(new URLSearchParams(page).get('lang'));
  const client = () => createApiClient({ config, page: pageContext, market });

  const parse = <T>(ep: Endpoint<T>, data: unknown) => readingAmountsIn(market, () => v.parse(ep.data, data));

  const successFor = (target: string | Endpoint): Envelope => {
    if (typeof success !== 'function') return success;
    if (typeof target === 'string') {
      throw new TypeError(`answer('${target}') needs an envelope: the success envelope is per endpoint`);
    }
    return success(target);
  };

  const urlOf = (target: string | Endpoint) =>
    typeof target === 'string'
      ? `${ORIGIN}${target}`
      : `${ORIGIN}${target.base === 'general' ? GENERAL_BASE : ''}${target.path}`;

  /**
   * Answers every request to `target` (a path on the origin, or an endpoint at its URL) with
   * `envelope` around `data`, and keeps the requests.
   */
  function answer(target: string | Endpoint, data: unknown, envelope: Envelope = successFor(target)) {
    const seen: Request[] = [];
    server.use(
      http.all(urlOf(target), ({ request }) => {
        seen.push(request.clone());
        return HttpResponse.json({ ...envelope, data });
      }),
    );
    return seen;
  }

  /** The MalformedResponseError the endpoint fails with when it receives `data` in a success envelope. */
  async function malformedError(ep: Endpoint, data: unknown) {
    answer(ep, data);
    const error = await client()
      .call(ep, {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedResponseError);
    return error as MalformedResponseError;
  }

  /** The field a MalformedResponseError names when the endpoint receives `data`. */
  const malformedField = async (ep: Endpoint, data: unknown) => (await malformedError(ep, data)).field;

  /** The form-encoded body of a request, as an object. */
  const form = async (request: Request) => Object.fromEntries(new URLSearchParams(await request.text()));

  return { server, ORIGIN, client, parse, answer, malformedError, malformedField, form };
}
