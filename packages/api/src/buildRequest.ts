import type { PageContext } from './commonParams';
import type { RuntimeConfig } from './config';
import type { Endpoint, Payload } from './endpoint';

/** Where an endpoint lives and how it is called: what a prefetch needs, without the reply's schema. */
export type EndpointAddress = Pick<
  Endpoint,
  'name' | 'method' | 'path' | 'base' | 'body' | 'pageIds' | 'intent' | 'askedOnOpen'
>;

/** Where the API lives (the rest of the runtime config is the app's, not the client's). */
export type ApiLocation = Pick<RuntimeConfig, 'apiOrigin' | 'generalBase'>;

/** A call's request: where, how, and a name a prefetch and a later call share (none for an upload). */
export interface ApiRequest {
  target: string;
  init: RequestInit;
  name: string | null;
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
export function withPageIds(
  endpoint: Pick<Endpoint, 'pageIds'>,
  payload: Payload,
  page: PageContext,
): Payload {
  if (!endpoint.pageIds) return payload;
  const filled: Payload = { ...payload };
  for (const name of endpoint.pageIds) {
    if ((filled[name] === undefined || filled[name] === null) && page.ids[name])
      filled[name] = page.ids[name];
  }
  return filled;
}

/** The absolute URL of an endpoint with the page's common params (and a GET's payload). */
export function endpointUrl(
  location: ApiLocation,
  page: PageContext,
  endpoint: Pick<Endpoint, 'base' | 'path'>,
  payload: Payload = {},
): string {
  const query = new URLSearchParams();
  appendAll(query, page.common);
  appendAll(query, payload);
  const base = endpoint.base === 'general' ? location.generalBase : '';
  const search = query.toString();
  return `${location.apiOrigin}${base}${endpoint.path}${search ? `?${search}` : ''}`;
}

/**
 * The request a call makes. Pure, so the app's inline start-up script (which sends the opened page's first
 * reads before any of its code has arrived) builds the very request, and name, the client later looks for.
 */
export function buildRequest(
  location: ApiLocation,
  page: PageContext,
  address: EndpointAddress,
  payload: Payload,
  idempotencyKey?: string,
): ApiRequest {
  const isGet = address.method === 'GET';
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
  // A multipart body (an upload) has no stable name: it is never prefetched.
  let bodyName: string | null = '';
  if (!isGet) {
    if (address.body === 'multipart') {
      const form = new FormData();
      appendAll(form, payload);
      body = form; // the browser sets the multipart boundary
      bodyName = null;
    } else {
      const form = new URLSearchParams();
      appendAll(form, payload);
      body = form;
      bodyName = form.toString();
      headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    }
  }
  const target = isGet ? endpointUrl(location, page, address, payload) : endpointUrl(location, page, address);
  const init: RequestInit = { method: address.method, headers, body, credentials: 'include' };
  return { target, init, name: bodyName === null ? null : `${address.method} ${target} ${bodyName}` };
}
