import { amountMarketOfLang, readingAmountsIn, type AmountMarket } from './amount/readAmount';
import { readPageContext, type PageContext } from './commonParams';
import { readRuntimeConfig } from './config';
import type { Endpoint, Payload } from './endpoint';
import { ApiError, MalformedResponseError, NetworkError, TimeoutError } from './errors';
import { createIntentRegistry, intentOf, type IntentRegistry } from './intent';
import {
  buildRequest,
  endpointUrl,
  withPageIds,
  type ApiLocation,
  type ApiRequest,
  type EndpointAddress,
} from './buildRequest';
import type { ReadSentAhead } from './sendAhead';
import { settledNow } from './settled';
import { isSuccessReply, successIsPinned } from './success';

export type { EndpointAddress } from './buildRequest';

export const DEFAULT_TIMEOUT_MS = 60_000;

export interface ApiClientOptions {
  /** Where the API lives (the rest of the runtime config is the app's, not the client's). */
  config?: ApiLocation;
  /** The page's params (device, session, ids, header values); by default read from the current URL. */
  page?: PageContext;
  fetch?: typeof fetch;
  /**
   * How long a call waits for its reply. A function is asked at each call: the demo app scales it with its
   * mock backend's `timeScale` (known only once the backend has started), production keeps 60 s.
   */
  timeoutMs?: number | (() => number);
  intents?: IntentRegistry;
  /**
   * The market whose way of writing amounts replies are read in ("1.500.000" is read only in Indonesia,
   * "1,50,000" only in India). By default the page's `lang` flag, as the app reads it (`1` India, else
   * Indonesia); the app passes it explicitly.
   */
  market?: AmountMarket;
  /**
   * Reads the page's start-up script sent before this client existed (`sendAhead`): the first call of each
   * request takes its reply, as it takes a prefetch's.
   */
  sentAhead?: readonly ReadSentAhead[];
}

export interface CallOptions {
  /** Lets a caller cancel (a page that unmounts); ends in a TimeoutError with `cancelled`. */
  signal?: AbortSignal;
  /**
   * The Idempotency-Key to send, for a caller that keeps it itself (a payment step stored across a reload,
   * so "Check again" repeats the very same request). Without it a money or submit call gets the registry's
   * key; with it any call sends the header. Single-flight is unchanged.
   */
  idempotencyKey?: string;
}

interface RawReply {
  status: number;
  ok: boolean;
  text: string;
}

/** A prefetched read's reply on its way; once it is in (or its connection failed), `read` gives it or throws. */
interface Prefetched {
  reply: Promise<RawReply>;
  key?: string;
  read?: () => RawReply;
}

export interface ApiClient {
  /**
   * A read whose prefetched or sent-ahead reply is already in comes back settled, and says so with React's
   * thenable fields (`status` 'fulfilled' with `value`, or 'rejected' with `reason`): the page's first
   * render can draw it without waiting a turn (`useCall`). Any other call is an ordinary pending promise.
   */
  call<Data>(endpoint: Endpoint<Data>, payload?: Payload, options?: CallOptions): Promise<Data>;
  /**
   * Sends a page's first read now, while the page's code still downloads (render-as-you-fetch). The first
   * `call` of the same request (same endpoint, same payload once the page's ids are filled in) takes its
   * reply instead of sending again. Never for money or submit calls: those always send themselves (only the
   * start-up script's `sendAhead` sends one, an intent a page asks on open, with its own key).
   */
  prefetch(address: EndpointAddress, payload?: Payload): void;
  /** Forgets the prefetched replies no call took: once the borrower moves on, a page reads afresh. */
  dropPrefetched(): void;
  /** Settles once every prefetched or sent-ahead reply held now is in (or has failed); never rejects. */
  prefetchedIn(): Promise<void>;
  /** The absolute URL of an endpoint with the common params (for an `<img>`, such as the captcha). */
  url(endpoint: Pick<Endpoint, 'base' | 'path'>, payload?: Payload): string;
  readonly page: PageContext;
  /** The market replies and page addresses are read in. */
  readonly market: AmountMarket;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function messageOf(body: Record<string, unknown>): string {
  const m = body.message ?? body.msg;
  return typeof m === 'string' ? m : '';
}

/** Settles as `promise` does, or fails as soon as `signal` aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason);
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const config = options.config ?? readRuntimeConfig();
  const page = options.page ?? readPageContext(globalThis.location?.search ?? '');
  const timeoutOf = (): number => {
    const given = options.timeoutMs;
    return (typeof given === 'function' ? given() : given) ?? DEFAULT_TIMEOUT_MS;
  };
  const intents = options.intents ?? createIntentRegistry();
  const market =
    options.market ?? amountMarketOfLang(new URLSearchParams(globalThis.location?.search ?? '').get('lang'));
  const fetchImpl = (...args: Parameters<typeof fetch>) => (options.fetch ?? globalThis.fetch)(...args);
  /**
   * Replies of prefetched reads, by request name, until a call takes them; an intent the start-up script
   * sent (asked on open) with the Idempotency-Key it went with.
   */
  const prefetched = new Map<string, Prefetched>();
  /** Holds a prefetched reply, noting when it is in (a call then reads it at once). */
  const hold = (name: string, entry: Prefetched) => {
    // A prefetch no page takes fails quietly; the one that takes it gets the error.
    entry.reply.then(
      (raw) => (entry.read = () => raw),
      (error: unknown) =>
        (entry.read = () => {
          throw error;
        }),
    );
    prefetched.set(name, entry);
  };

  const url: ApiClient['url'] = (endpoint, payload = {}) => endpointUrl(config, page, endpoint, payload);
  const request = (address: EndpointAddress, payload: Payload, idempotencyKey?: string) =>
    buildRequest(config, page, address, payload, idempotencyKey);

  /**
   * Sends a request (`send`, given the signal that stops it) and reads the reply's text, under this client's
   * timeout; a failure of the connection becomes a typed error named after the endpoint.
   */
  async function transport(
    name: string,
    send: (stop: AbortSignal) => Promise<Response>,
    signal?: AbortSignal,
  ): Promise<RawReply> {
    const controller = new AbortController();
    const timeoutMs = timeoutOf();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const cancel = () => controller.abort();
    if (signal?.aborted) controller.abort();
    signal?.addEventListener('abort', cancel, { once: true });
    try {
      const response = await send(controller.signal);
      const text = await untilAborted(response.text(), controller.signal);
      return { status: response.status, ok: response.ok, text };
    } catch (error) {
      if (timedOut) throw new TimeoutError(name, timeoutMs);
      if (controller.signal.aborted) throw new TimeoutError(name, timeoutMs, true);
      throw new NetworkError(name, { cause: error });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    }
  }
  const fetchFor =
    (req: ApiRequest) =>
    (stop: AbortSignal): Promise<Response> =>
      fetchImpl(req.target, { ...req.init, signal: stop });

  // The reads the page's start-up script sent: a call takes each reply as it takes a prefetch's, under this
  // client's timeout, counted from now (a reply already on its way is not stopped, only no longer waited for).
  for (const { request: name, endpoint, response, idempotencyKey } of options.sentAhead ?? []) {
    hold(name, { reply: transport(endpoint, (stop) => untilAborted(response, stop)), key: idempotencyKey });
  }

  /**
   * The reply of a prefetch, for the call that takes it. Taken once; a caller that gives up (its page went
   * away before the reply came, as React's strict mode does on purpose) puts it back for the next one.
   */
  async function takePrefetched(
    address: EndpointAddress,
    name: string,
    taken: Prefetched,
    signal?: AbortSignal,
  ): Promise<RawReply> {
    const { reply } = taken;
    prefetched.delete(name);
    if (!signal) return reply;
    return new Promise<RawReply>((resolve, reject) => {
      const cancel = () => {
        if (!prefetched.has(name)) prefetched.set(name, taken);
        reject(new TimeoutError(address.name, timeoutOf(), true));
      };
      if (signal.aborted) return cancel();
      signal.addEventListener('abort', cancel, { once: true });
      reply.then(resolve, reject).finally(() => signal.removeEventListener('abort', cancel));
    });
  }

  function send<Data>(
    endpoint: Endpoint<Data>,
    payload: Payload,
    callOptions: CallOptions,
    idempotencyKey?: string,
  ): Promise<Data> {
    const req = request(endpoint, payload, idempotencyKey);
    // A read takes a reply sent ahead with no key; a call with a key only one sent with that key (an intent
    // asked on open). Any other money or submit call goes out itself.
    const ahead = req.name ? prefetched.get(req.name) : undefined;
    const early = ahead?.key === idempotencyKey ? ahead : undefined;
    const inAlready = early?.read;
    if (inAlready) {
      prefetched.delete(req.name!);
      return settledNow(() => readReply(endpoint, inAlready()));
    }
    return (async () =>
      readReply(
        endpoint,
        early
          ? await takePrefetched(endpoint, req.name!, early, callOptions.signal)
          : await transport(endpoint.name, fetchFor(req), callOptions.signal),
      ))();
  }

  /** The reply's data as the endpoint's schema reads it, or the typed error it is. */
  function readReply<Data>(endpoint: Endpoint<Data>, { status, ok, text }: RawReply): Data {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      if (!ok) throw new ApiError(endpoint.name, status, '', status);
      throw new MalformedResponseError(endpoint.name, 'body', 'not JSON');
    }
    if (!isObject(json)) {
      if (!ok) throw new ApiError(endpoint.name, status, '', status);
      throw new MalformedResponseError(endpoint.name, 'body', 'not an object');
    }
    if (!ok) {
      const code = typeof json.code === 'string' || typeof json.code === 'number' ? json.code : status;
      throw new ApiError(endpoint.name, code, messageOf(json), status);
    }
    // Without a code, only a call that may say so with `success: true` can have succeeded.
    const flagOnly = endpoint.success === 'flag' || (!successIsPinned(endpoint) && 'success' in json);
    if (!flagOnly && !('code' in json)) {
      throw new MalformedResponseError(endpoint.name, 'code', 'missing');
    }
    if (!isSuccessReply(endpoint, json)) {
      const code = typeof json.code === 'string' || typeof json.code === 'number' ? json.code : 'failed';
      throw new ApiError(endpoint.name, code, messageOf(json));
    }
    // The schema's Standard Schema interface: validating through it keeps valibot's parse machinery out of
    // the app's shell (measured: about 1.5 KB gzip on every route).
    const data = endpoint.dataOf ? endpoint.dataOf(json) : json.data;
    const parsed = readingAmountsIn(market, () => endpoint.data['~standard'].validate(data));
    if (parsed instanceof Promise)
      throw new MalformedResponseError(endpoint.name, 'data', 'asynchronous schema');
    if (parsed.issues) {
      const issue = parsed.issues[0];
      const path = issue?.path?.map((p) => String(typeof p === 'object' ? p.key : p)).join('.') ?? '';
      throw new MalformedResponseError(
        endpoint.name,
        path ? `data.${path}` : 'data',
        issue?.message ?? 'invalid',
      );
    }
    return parsed.value;
  }

  return {
    page,
    market,
    url,
    prefetch(address, given = {}) {
      if (address.intent) return; // a money or submit call is sent by its tap, never ahead of it
      const req = request(address, withPageIds(address, given, page));
      if (!req.name || prefetched.has(req.name)) return;
      hold(req.name, { reply: transport(address.name, fetchFor(req)) });
    },
    dropPrefetched: () => prefetched.clear(),
    prefetchedIn: () =>
      Promise.allSettled([...prefetched.values()].map((entry) => entry.reply)).then(() => undefined),
    call(endpoint, given = {}, callOptions = {}) {
      const payload = withPageIds(endpoint, given, page);
      const ownKey = callOptions.idempotencyKey || undefined;
      if (!endpoint.intent) return send(endpoint, payload, callOptions, ownKey);
      const intent = intentOf(endpoint.name, payload);
      // Sent ahead as the page opened: this call, and a retry, go on with the key that request went with.
      const sentKey = !ownKey && prefetched.get(request(endpoint, payload).name as string)?.key;
      if (sentKey) intents.adopt(intent, sentKey);
      return intents.run(intent, (key) => send(endpoint, payload, callOptions, key), ownKey);
    },
  };
}
