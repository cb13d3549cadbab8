import { ApiError, MalformedResponseError, NetworkError, TimeoutError } from '@loan-h5/api';
import { showToast, TOAST_SHORT_MS, type MessageKey } from '@loan-h5/screens';

export type CallFailure =
  /** The server said no: show its own message (as text). */
  | { kind: 'server'; message: string }
  /** No answer, a timeout or an answer we cannot read: our own words and a retry. */
  | { kind: 'network' | 'timeout' | 'malformed'; messageKey: MessageKey }
  /** The page itself cancelled (it went away): say nothing. */
  | { kind: 'cancelled' };

/** What the borrower is told about a failed call. */
export function describeCallFailure(error: unknown): CallFailure {
  if (error instanceof ApiError) {
    return error.serverMessage
      ? { kind: 'server', message: error.serverMessage }
      : { kind: 'malformed', messageKey: 'error.server' };
  }
  if (error instanceof TimeoutError) {
    return error.cancelled ? { kind: 'cancelled' } : { kind: 'timeout', messageKey: 'error.timeout' };
  }
  if (error instanceof NetworkError) return { kind: 'network', messageKey: 'error.network' };
  if (error instanceof MalformedResponseError) return { kind: 'malformed', messageKey: 'error.server' };
  return { kind: 'malformed', messageKey: 'error.server' };
}

/** No answer reached us (offline or timed out): a page says "no connection" rather than "something failed". */
export function isOfflineFailure(failure: CallFailure): boolean {
  return failure.kind === 'network' || failure.kind === 'timeout';
}

/** Tells the borrower about a failed call in a 2 s toast (server text as text). Returns what was said. */
export function toastCallFailure(
  error: unknown,
  text: (key: MessageKey) => string,
  show: (message: string, options: { duration: number }) => void = showToast,
): CallFailure {
  const failure = describeCallFailure(error);
  if (failure.kind === 'server') show(failure.message, { duration: TOAST_SHORT_MS });
  else if (failure.kind !== 'cancelled') show(text(failure.messageKey), { duration: TOAST_SHORT_MS });
  return failure;
}
