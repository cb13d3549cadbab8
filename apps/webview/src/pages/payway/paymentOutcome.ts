import { ApiError, MalformedResponseError, NetworkError, TimeoutError } from '@loan-h5/api';

/**
 * Whether a failed money call left its outcome unknown: no reply (dropped connection, timeout), a reply we
 * cannot read (a proxy's error page), or a server error (5xx) — the payment may or may not have been made,
 * so the page shows "Payment processing" and repeats the same request (same Idempotency-Key) to find out.
 * A refusal with a code (ApiError below 500) is an answer. A cancel (the page went away) is neither.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (error instanceof TimeoutError) return !error.cancelled;
  if (error instanceof NetworkError || error instanceof MalformedResponseError) return true;
  if (error instanceof ApiError) return (error.status ?? 200) >= 500;
  return true;
}

/** The server's refusal message, or none (the caller says "Processing failed"). */
export function refusalMessage(error: unknown): string {
  return error instanceof ApiError ? error.serverMessage.trim() : '';
}
