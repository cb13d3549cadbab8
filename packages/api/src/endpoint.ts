import type { GenericSchema } from 'valibot';
import type { PageId } from './commonParams';

/**
 * How an endpoint says "it worked": code 0 (general client), code '00' (complaint, upload, repay), or
 * `success: true`. The rule is held strictly only where the spec pins it (`successPinned`); elsewhere the
 * client also accepts the other success code (see `isSuccessReply`).
 */
export type SuccessRule = 'zero' | 'doubleZero' | 'flag';

/** Where a wire detail comes from: the spec's call table and entities (spec 3, 7, 8), or a choice of ours. */
export type Source = 'spec' | 'ours';

/**
 * What a call does on the server. Only a `read` changes nothing there, so only reads are sent by
 * `npm run contract:check` to a live server; `record` (tracking, a tap counted), `submit` (a complaint, a
 * rating, an SMS, a registration) and `money` (a payment, a loan, a payment code) never are.
 */
export type CallKind = 'read' | 'record' | 'submit' | 'money';

/**
 * A payload name and where it comes from; `sample` is the value a contract check sends when the command
 * line gives none (a constant the call always sends, such as scene 3 or pid 0).
 */
export type PayloadName = Source | { readonly source: Source; readonly sample: string | number };

/**
 * Which wire details of a call are the spec's and which we chose: the backend team confirms or corrects
 * each "ours" (the generated contract, packages/api/contract/openapi.json, and the "Backend contract" page).
 */
export interface WireSources {
  path: Source;
  method: Source;
  /** Every name the call sends besides the common params (query for GET, body for POST). */
  payload: Readonly<Record<string, PayloadName>>;
  /**
   * The reply fields the spec names, as paths inside `data` (`orderDetail`, `problemType[].value`); every
   * other field of the reply's schema is ours.
   */
  replyFromSpec: readonly string[];
  /** Whether the spec pins this call's success code (or flag). */
  success: Source;
  /** What the backend team should know about our choices, in one line. */
  note?: string;
}

export interface Endpoint<Data = unknown> {
  /** A readable name: used in error messages, mock scenarios and the fault matrix. */
  name: string;
  method: 'GET' | 'POST';
  /** Path on the API origin; `general` endpoints get the configured base segment in front. */
  path: string;
  base: 'general' | 'root';
  success: SuccessRule;
  /**
   * The spec pins this call's success code (its call table or error catalogue names it), so only `success`
   * counts. Every call of the general client is pinned to 0 by the spec; this marks the others.
   */
  successPinned?: boolean;
  /** POST bodies are form-encoded; the image upload is multipart. */
  body?: 'form' | 'multipart';
  /** A money or submit call: single-flight with an Idempotency-Key. */
  intent?: boolean;
  /**
   * An intent a page makes as it opens, with no tap (generate-vcode: each open of /that asks for one code).
   * Only such an intent may go out from the page's start-up script (`sendAhead`), with a key the client keeps.
   */
  askedOnOpen?: boolean;
  /** Ids the call takes from the page URL (orderId, productId, ...) when the caller does not give them. */
  pageIds?: readonly PageId[];
  /** Parses the envelope's `data` into the domain type the screens use. */
  data: GenericSchema<unknown, Data>;
  /** What the call does on the server: only reads are sent to a live server by the contract check. */
  kind?: CallKind;
  /** Which of its wire details come from the spec and which we chose. */
  wire?: WireSources;
  /**
   * Where the reply's data is when the spec names more than `data` (e.g. problem-list's top-level `tabs`):
   * picks from the whole reply what `data` parses. Absent: the reply's `data`.
   */
  dataOf?: (reply: Record<string, unknown>) => unknown;
}

/** An endpoint of our backend's table (`endpoints`): what it does and where its wire details come from are required. */
export type BackendEndpoint<Data = unknown> = Endpoint<Data> & { kind: CallKind; wire: WireSources };

/** Marked free of side effects so a bundler drops the endpoints a page does not use. */
export function defineEndpoint<Data>(endpoint: BackendEndpoint<Data>): BackendEndpoint<Data>;
export function defineEndpoint<Data>(endpoint: Endpoint<Data>): Endpoint<Data>;
/* @__NO_SIDE_EFFECTS__ */
export function defineEndpoint<Data>(endpoint: Endpoint<Data>): Endpoint<Data> {
  return endpoint;
}

export type Payload = Record<string, string | number | boolean | Blob | null | undefined>;
