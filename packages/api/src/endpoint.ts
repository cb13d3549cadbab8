import type { GenericSchema } from 'valibot';
import type { PageId } from './commonParams';

/**
 * How an endpoint says "it worked": code 0 (general client), code '00' (complaint, upload, repay), or
 * `success: true`. The rule is held strictly only where the spec pins it (`successPinned`); elsewhere the
 * client also accepts the other success code (see `isSuccessReply`).
 */
export type SuccessRule = 'zero' | 'doubleZero' | 'flag';

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
  /** Ids the call takes from the page URL (orderId, productId, ...) when the caller does not give them. */
  pageIds?: readonly PageId[];
  /** Parses the envelope's `data` into the domain type the screens use. */
  data: GenericSchema<unknown, Data>;
}

/** Marked free of side effects so a bundler drops the endpoints a page does not use. */
/* @__NO_SIDE_EFFECTS__ */
export function defineEndpoint<Data>(endpoint: Endpoint<Data>): Endpoint<Data> {
  return endpoint;
}

export type Payload = Record<string, string | number | boolean | Blob | null | undefined>;
