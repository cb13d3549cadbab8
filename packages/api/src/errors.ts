/** Every failure of a call is one of these four, so a caller can tell the borrower exactly what went wrong. */

/** The server answered with a code other than success (or an HTTP error): carries its code and message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly endpoint: string,
    readonly code: string | number,
    /** The server's own message, shown to the borrower as text; empty when it sent none. */
    readonly serverMessage: string,
    /** The HTTP status when the failure was at the HTTP level. */
    readonly status?: number,
  ) {
    super(`${endpoint}: ${serverMessage || `code ${code}`}`);
  }
}

/** No answer: offline, DNS, connection reset, CORS. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    readonly endpoint: string,
    options?: { cause?: unknown },
  ) {
    super(`${endpoint}: network error`, options);
  }
}

/** No answer within the time limit (60 s), or the caller cancelled. */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
  constructor(
    readonly endpoint: string,
    readonly timeoutMs: number,
    /** True when the caller cancelled rather than the clock running out. */
    readonly cancelled = false,
  ) {
    super(cancelled ? `${endpoint}: cancelled` : `${endpoint}: no answer within ${timeoutMs} ms`);
  }
}

/** The answer is not JSON, or does not have the shape the endpoint promises: names the field. */
export class MalformedResponseError extends Error {
  override readonly name = 'MalformedResponseError';
  constructor(
    readonly endpoint: string,
    /** Dotted path of the offending field (`data.repay_plans.0.amount`), or `body` when it is not JSON. */
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${endpoint}: malformed response at ${field}: ${problem}`);
  }
}

export type CallError = ApiError | NetworkError | TimeoutError | MalformedResponseError;

export function isCallError(error: unknown): error is CallError {
  return (
    error instanceof ApiError ||
    error instanceof NetworkError ||
    error instanceof TimeoutError ||
    error instanceof MalformedResponseError
  );
}
