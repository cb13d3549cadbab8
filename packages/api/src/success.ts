import type { Endpoint } from './endpoint';

/**
 * Whether a reply says "it worked" for an endpoint.
 *
 * The spec says "0 in the general client, '00' on most complaint, upload and repay calls" and names the code
 * for only a few calls. Where it pins the code — every general-client call (0), and the calls marked
 * `successPinned` — only that rule counts. Elsewhere a reply succeeds on code 0, '0' or '00', or, with no
 * code, on `success: true`; a `success` flag that is sent must be true. A non-zero code is never a success.
 */
export function isSuccessReply(
  endpoint: Pick<Endpoint, 'success' | 'base' | 'successPinned'>,
  body: Record<string, unknown>,
): boolean {
  const flag = body.success === true || body.success === 'true';
  const zero = body.code === 0 || body.code === '0';
  const doubleZero = body.code === '00';
  if (successIsPinned(endpoint)) {
    switch (endpoint.success) {
      case 'flag':
        return flag;
      case 'zero':
        return zero;
      case 'doubleZero':
        return doubleZero;
    }
  }
  if (body.success !== undefined && body.success !== null && !flag) return false;
  if (body.code === undefined || body.code === null) return flag;
  return zero || doubleZero;
}

/** Whether the spec pins the endpoint's success code (general client: 0; others marked `successPinned`). */
export const successIsPinned = (endpoint: Pick<Endpoint, 'base' | 'successPinned'>): boolean =>
  endpoint.base === 'general' || endpoint.successPinned === true;
