import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { COMMON_PARAMS } from '../../commonParams';
import type { Endpoint } from '../../endpoint';
import { langOfMarket, marketOfLang, pick, type MockMarket } from '../market';
import { faultsFor, UNSAFE_URL, type Fault, type Scenario } from '../scenarios';
import { chaosReply, nextChaosStep, settleChaos, startChaos } from '../chaosReply';
import { recordEffects } from '../effects';
import type { MarketData, MockReply, MockStore } from '../store';

/** What a mock endpoint sees of one request. */
export interface MockContext {
  request: Request;
  /** Query and body fields together (the body wins), as text. */
  params: Record<string, string>;
  /** Files of a multipart body, by field name. */
  files: Record<string, File>;
  /** The market this request is answered for: its `lang` flag, else the store's market. */
  market: MockMarket;
  /** That market's backend. */
  db: MarketData;
  store: MockStore;
  /**
   * An absolute URL of a page of the app that needs the borrower's session (server-given URLs are opened
   * only when http(s)): on the page's own origin in a browser, else the request's; the request's session
   * params go along, as the backend's own links carry them, and the `lang` of the market answered (so the
   * page opens in the borrower's language). `UNSAFE_URL` under the `unsafeUrls` scenario.
   */
  appUrl(path: string): string;
  /**
   * An absolute URL of a public page or document (agreements): the same origin, no session params.
   * `UNSAFE_URL` under the `unsafeUrls` scenario.
   */
  publicUrl(path: string): string;
}

/** A reply with a failure code (the envelope's `code` and `message`), for business failures. */
export class MockFailure {
  constructor(
    readonly code: string | number,
    readonly message: string,
  ) {}
}

export const failure = (code: string | number, message: string) => new MockFailure(code, message);

export interface MockEndpoint {
  /** The `data` of a successful reply, in wire format, or a failure. */
  reply(ctx: MockContext): unknown;
  /** The `data` for `empty:<endpoint>`: the reply with its lists empty. Absent when nothing is a list. */
  empty?(ctx: MockContext): unknown;
}

const DEFAULT_FAILURE = {
  ID: 'Layanan sedang sibuk, silakan coba lagi nanti.',
  IN: 'The service is busy, please try again later.',
};
const SERVER_ERROR = {
  ID: 'Terjadi kesalahan pada server.',
  IN: 'Something went wrong on our side.',
};

function successEnvelope(endpoint: Endpoint, data: unknown) {
  switch (endpoint.success) {
    case 'zero':
      return { code: 0, message: 'success', data };
    case 'doubleZero':
      return { code: '00', message: 'success', data };
    case 'flag':
      return { success: true, code: '00', message: 'success', data };
  }
}

/** Whether a reply's envelope says the call succeeded (what the client checks, endpoint by endpoint). */
function isSuccess(endpoint: Endpoint, body: Record<string, unknown>): boolean {
  return endpoint.success === 'flag' ? body.success === true : body.code === 0 || body.code === '00';
}

function failureEnvelope(endpoint: Endpoint, code: string | number, message: string) {
  return endpoint.success === 'flag'
    ? { success: false, code, message, data: null }
    : { code, message, data: null };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The URL pattern of an endpoint on any origin (same-origin in the browser, `https://api.test` in Node):
 * the full path, anchored, so `/user-problem/x` never answers `/h5-api/v3/user-problem/x`.
 */
export function endpointPattern(endpoint: Pick<Endpoint, 'base' | 'path'>, generalBase: string): RegExp {
  const path = (endpoint.base === 'general' ? generalBase : '') + endpoint.path;
  return new RegExp(`^[a-z][a-z0-9+.-]*://[^/]+${escapeRegExp(path)}/?$`, 'i');
}

async function readParams(request: Request) {
  const url = new URL(request.url);
  const params: Record<string, string> = Object.fromEntries(url.searchParams);
  const files: Record<string, File> = {};
  const type = request.headers.get('content-type') ?? '';
  if (request.method !== 'GET' && /form-urlencoded|multipart\/form-data/i.test(type)) {
    const form = await request.clone().formData();
    for (const [name, value] of form) {
      if (typeof value === 'string') params[name] = value;
      else files[name] = value;
    }
  }
  return { params, files };
}

function urlsFor(request: Request, market: MockMarket, unsafe: boolean) {
  const requestUrl = new URL(request.url);
  const origin = globalThis.location?.origin ?? requestUrl.origin;
  const publicUrl = (path: string) => {
    if (unsafe) return UNSAFE_URL;
    return /^https?:\/\//i.test(path) ? path : new URL(path, origin).toString();
  };
  const appUrl = (path: string) => {
    if (unsafe) return UNSAFE_URL;
    if (/^https?:\/\//i.test(path)) return path;
    const url = new URL(path, origin);
    for (const name of COMMON_PARAMS) {
      const value = requestUrl.searchParams.get(name);
      if (value !== null && !url.searchParams.has(name)) url.searchParams.set(name, value);
    }
    if (!url.searchParams.has('lang')) url.searchParams.set('lang', langOfMarket(market));
    return url.toString();
  };
  return { appUrl, publicUrl };
}

/**
 * A scenario's failure message in the market's language: `English text|Teks Indonesia` gives the first
 * part to India and the second to Indonesia (a story's server message follows its language); a message
 * without `|` is sent as written.
 */
export function faultMessage(message: string | undefined, market: MockMarket): string {
  const [inText = '', idText] = (message ?? '').split('|');
  return (market === 'ID' && idText !== undefined ? idText : inText).trim();
}

function faultReply(endpoint: Endpoint, fault: Fault, market: MockMarket): Response | undefined {
  switch (fault.kind) {
    case 'network-error':
      return HttpResponse.error();
    case 'server-error':
      return HttpResponse.json({ code: 500, message: pick(market, SERVER_ERROR) }, { status: 500 });
    case 'malformed':
      // What a misconfigured proxy or gateway sends: an HTML page with a 200.
      return new HttpResponse('<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>', {
        status: 200,
        headers: { 'Content-Type': 'text/html' },
      });
    case 'code':
      return HttpResponse.json(
        failureEnvelope(
          endpoint,
          fault.code ?? 1,
          faultMessage(fault.message, market) || pick(market, DEFAULT_FAILURE),
        ),
      );
    case 'empty':
    case 'slow':
      return undefined;
  }
}

/** One MSW handler for one endpoint: the scenario's faults first, then the stateful reply. */
export function mockHandler(
  endpoint: Endpoint,
  mock: MockEndpoint,
  store: MockStore,
  scenario: Pick<Scenario, 'faults' | 'chaos' | 'timeScale' | 'noIdempotencyKey'>,
  generalBase: string,
): HttpHandler {
  const method = endpoint.method === 'GET' ? http.get : http.post;
  const { delayMs, reply: fault, lost } = faultsFor(scenario, endpoint.name);
  const scale = scenario.timeScale ?? 1;
  return method(endpointPattern(endpoint, generalBase), async ({ request }) => {
    const market = marketOfLang(new URL(request.url).searchParams.get('lang')) ?? store.market;
    // `chaos:<seed>`: this request's step of the schedule (normal for every request without it).
    const step = nextChaosStep(store.for(market), endpoint.name, scenario.chaos);
    startChaos(step);
    try {
      const wait = (delayMs + (step.kind === 'latency' ? (step.delayMs ?? 0) : 0)) * scale;
      if (wait > 0) await delay(wait);
      return await respond();
    } finally {
      settleChaos(step);
    }

    async function respond(): Promise<Response> {
      if (fault) {
        const early = faultReply(endpoint, fault, market);
        if (early) return early;
      }
      const broken = chaosReply(endpoint, step, market);
      if (broken) return broken;
      const { params, files } = await readParams(request);
      const keyless = scenario.noIdempotencyKey?.includes(endpoint.name) === true;
      const key = keyless ? undefined : (request.headers.get('idempotency-key') ?? undefined);
      store.calls.push({ endpoint: endpoint.name, payload: params, ...(key ? { idempotencyKey: key } : {}) });
      const db = store.for(market);
      const memo = key ? `${endpoint.name} ${key}` : undefined;
      // A key answered before: the first answer again, and nothing done a second time.
      let reply = memo ? db.replies.get(memo) : undefined;
      if (!reply) {
        reply = await answer(params, files, db);
        if (memo) db.replies.set(memo, reply);
        if (isSuccess(endpoint, reply.body))
          recordEffects(db.effects, endpoint.name, params, reply.body.data, key);
        store.afterWork?.();
      }
      // Chaos after the work is done: the connection drops, or the reply comes after the client gave up.
      if (step.kind === 'lost') return HttpResponse.error();
      if (step.kind === 'late') await delay((step.delayMs ?? 0) * scale);
      // `lost-reply`: the work is done (and remembered), but the borrower's phone never hears back.
      if (lost) {
        const lostSoFar = db.lostReplies.get(endpoint.name) ?? 0;
        if (lostSoFar < (lost.count ?? 1)) {
          db.lostReplies.set(endpoint.name, lostSoFar + 1);
          return HttpResponse.error();
        }
      }
      return HttpResponse.json(reply.body, { status: reply.status });
    }

    async function answer(
      params: Record<string, string>,
      files: Record<string, File>,
      db: MarketData,
    ): Promise<MockReply> {
      const ctx: MockContext = {
        request,
        params,
        files,
        market,
        db,
        store,
        ...urlsFor(request, market, store.seed.unsafeUrls === true),
      };
      const data: unknown = await (fault?.kind === 'empty' && mock.empty ? mock.empty(ctx) : mock.reply(ctx));
      if (data instanceof MockFailure) {
        return { status: 200, body: failureEnvelope(endpoint, data.code, data.message) };
      }
      return { status: 200, body: successEnvelope(endpoint, data) };
    }
  });
}
