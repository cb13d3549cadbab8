import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState';
import { useText } from '../../i18n/LocaleProvider';
import { ServerText } from '../ServerText';

export interface LoadErrorProps {
  /** The phone is offline (or the request timed out): say so, not a generic error. */
  offline?: boolean;
  /** The server's own message, shown as text in place of the generic description. */
  message?: string;
  /** Try again; without it (nothing to retry) no button shows. */
  onRetry?: () => void;
  /** Under the retry, e.g. a call button when the page has a phone number. */
  secondaryAction?: ReactNode;
  /** The screen's own words for what failed ("Could not load your cards"), in place of the generic title. */
  title?: string;
  /** The screen's own explanation, in place of the generic (or offline) one. */
  description?: string;
}

/**
 * What a page shows in place of its content when it could not load: offline or error drawing, the server's
 * message when it gave one, and Try again. Announced (role alert) as it replaces the skeleton.
 */
export function LoadError({
  offline = false,
  message,
  onRetry,
  secondaryAction,
  title,
  description,
}: LoadErrorProps) {
  const t = useText();
  return (
    <EmptyState
      role="alert"
      kind={offline ? 'offline' : 'error'}
      text={title ?? (offline ? t('error.network') : t('error.title'))}
      description={
        description ??
        (offline ? (
          t('emptyState.offlineDescription')
        ) : message ? (
          <ServerText text={message} />
        ) : (
          t('error.description')
        ))
      }
      actionLabel={onRetry ? t('common.retry') : undefined}
      onAction={onRetry}
      secondaryAction={secondaryAction}
    />
  );
}
