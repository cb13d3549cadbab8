import { readPageContext, type PageContext } from './commonParams';
import { readRuntimeConfig, type RuntimeConfig } from './config';
import type { Endpoint, Payload } from './endpoint';
import { ApiError, MalformedResponseError, NetworkError, TimeoutError } from './errors';
import { createIntentRegistry, intentOf, type IntentRegistry } from './intent';

export const DEFAULT_TIMEOUT_MS = 60_000;

export interface ApiClientOptions {
  /** Where the API lives (the rest of the runtime config is the app's, not the client's). */
  config?: Pick<RuntimeConfig, 'apiOrigin' | 'generalBase'>;
  /** The page's params (device, session, ids, header values); by default read from the current URL. */
  page?: PageContext;
  fetch?: typeof fetch;
  timeoutMs?: number;
  intents?: IntentRegistry;
}

export interface CallOptions {
  /** Lets a caller cancel (a page that unmounts); ends in a TimeoutError with `cancelled`. */
  signal?: AbortSignal;
}

export interface ApiClient {
  call<Data>(endpoint: Endpoint<Data>, payload?: Payload, options?: CallOptions): Promise<Data>;
  /** The absolute URL of an endpoint with the common params (for an `<img>`, such as the captcha). */
  url(endpoint: Pick<Endpoint, 'base' | 'path'>, payload?: Payload): string;
  readonly page: PageContext;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function messageOf(body: Record<string, unknown>): string {
  const m = body.message ?? body.msg;
  return typeof m === 'string' ? m : '';
}

function succeeded(rule: Endpoint['success'], body: Record<string, unknown>): boolean {
  switch (rule) {
    case 'flag':
      return body.success === true || body.success === 'true';
    case 'zero':
      return body.code === 0 || body.code === '0';
    case 'doubleZero':
      return body.code === '00';
  }
}

function appendAll(target: URLSearchParams | FormData, payload: Payload) {
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (typeof Blob !== 'undefined' && value instanceof Blob) {
      if (target instanceof FormData) target.append(name, value);
      continue;
    }
    target.append(name, String(value));
  }
}

/** The caller's payload, with the ids the endpoint takes from the page filled in where it gave none. */
function withPageIds(endpoint: Endpoint, payload: Payload, page: PageContext): Payload {
  if (!endpoint.pageIds) return payload;
  const filled: Payload = { ...payload };
  for (const name of endpoint.pageIds) {
    if ((filled[name] === undefined || filled[name] === null) && page.ids[name])
      filled[name] = page.ids[name];
  }
  return filled;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const config = options.config ?? readRuntimeConfig();
  const page = options.page ?? readPageContext(globalThis.location?.search ?? '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const intents = options.intents ?? createIntentRegistry();
  const fetchImpl = (...args: Parameters<typeof fetch>) => (options.fetch ?? globalThis.fetch)(...args);

  const url: ApiClient['url'] = (endpoint, payload = {}) => {
    const query = new URLSearchParams();
    appendAll(query, page.common);
    appendAll(query, payload);
    const base = endpoint.base === 'general' ? config.generalBase : '';
    const search = query.toString();
    return `${config.apiOrigin}${base}${endpoint.path}${search ? `?${search}` : ''}`;
  };

  async function send<Data>(
    endpoint: Endpoint<Data>,
    payload: Payload,
    callOptions: CallOptions,
    idempotencyKey?: string,
  ): Promise<Data> {
    const isGet = endpoint.method === 'GET';
    const headers: Record<string, string> = {
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
    };
    if (isGet) {
      headers.spits = page.headers.spits;
      headers.beech = page.headers.beech;
    } else {
      headers.swift = page.headers.swift;
      headers.eyes = page.headers.eyes;
    }
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;

    let body: BodyInit | undefined;
    if (!isGet) {
      if (endpoint.body === 'multipart') {
        const form = new FormData();
        appendAll(form, payload);
        body = form; // the browser sets the multipart boundary
      } else {
        const form = new URLSearchParams();
        appendAll(form, payload);
        body = form;
        headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
      }
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const cancel = () => controller.abort();
    const { signal } = callOptions;
    if (signal?.aborted) controller.abort();
    signal?.addEventListener('abort', cancel, { once: true });

    let status: number;
    let ok: boolean;
    let text: string;
    try {
      const response = await fetchImpl(isGet ? url(endpoint, payload) : url(endpoint), {
        method: endpoint.method,
        headers,
        body,
        signal: controller.signal,
        credentials: 'include',
      });
      status = response.status;
      ok = response.ok;
      text = await response.text();
    } catch (error) {
      if (timedOut) throw new TimeoutError(endpoint.name, timeoutMs);
      if (controller.signal.aborted) throw new TimeoutError(endpoint.name, timeoutMs, true);
      throw new NetworkError(endpoint.name, { cause: error });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    }

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
    if (endpoint.success !== 'flag' && !('code' in json)) {
      throw new MalformedResponseError(endpoint.name, 'code', 'missing');
    }
    if (!succeeded(endpoint.success, json)) {
      const code = typeof json.code === 'string' || typeof json.code === 'number' ? json.code : 'failed';
      throw new ApiError(endpoint.name, code, messageOf(json));
    }
    // The schema's Standard Schema interface: validating through it keeps valibot's parse machinery out of
    // the app's shell (measured: about 1.5 KB gzip on every route).
    const parsed = endpoint.data['~standard'].validate(json.data);
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
    url,
    call(endpoint, given = {}, callOptions = {}) {
      const payload = withPageIds(endpoint, given, page);
      if (!endpoint.intent) return send(endpoint, payload, callOptions);
      return intents.run(intentOf(endpoint.name, payload), (key) =>
        send(endpoint, payload, callOptions, key),
      );
    },
  };
}
