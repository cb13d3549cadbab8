import type { MessageKey } from '@loan-h5/screens';
import type { CallFailure } from './callErrors';

/** The words for a failed load on the screen's error state: the server's text, ours, or none (cancelled). */
export function failureMessage(failure: CallFailure, text: (key: MessageKey) => string): string | undefined {
  if (failure.kind === 'server') return failure.message;
  if (failure.kind === 'cancelled') return undefined;
  return text(failure.messageKey);
}
