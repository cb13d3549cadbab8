import { expect } from 'vitest';
import type { Endpoint } from '../endpoint';
import { repayCalls } from '../endpoints/repay';
import { endpointTestKit } from './endpointTestKit';

/** Each repay call succeeds on its endpoint's rule: code 0 on the general client, '00' on the card calls. */
const repaySuccess = (ep: Endpoint) => ({ code: ep.success === 'zero' ? 0 : '00', message: 'ok' });

/**
 * What the repay endpoint tests share: the endpoint test kit on a page with a session, the typed repay
 * calls, and answers in each endpoint's success envelope. Call it once at the top level of a test file.
 */
export function repayTestKit() {
  const {
    client: newClient,
    answer,
    malformedError,
    form: formOf,
  } = endpointTestKit({ page: '?dId=dev-9&tok=t0k', success: repaySuccess });
  const api = () => repayCalls(newClient());

  /** Answers the endpoint with `data` in its success envelope, `envelope` overriding parts; keeps the requests. */
  const serve = (ep: Endpoint, data: unknown, envelope: Record<string, unknown> = {}) =>
    answer(ep, data, { ...repaySuccess(ep), ...envelope });

  /** The field a malformed `data` is reported at, as the client reports it. */
  async function malformedField(ep: Endpoint, data: unknown) {
    const error = await malformedError(ep, data);
    expect(error.message).toContain(ep.name);
    return error.field;
  }

  return { newClient, api, serve, malformedField, formOf };
}
