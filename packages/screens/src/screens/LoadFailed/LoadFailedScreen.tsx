import { EmptyState } from '../../components/EmptyState';
import { Page } from '../../components/Page';
import { useText } from '../../i18n/LocaleProvider';

export interface LoadFailedScreenProps {
  onRetry: () => void;
  /** The phone is offline: say so instead of a generic error. */
  offline?: boolean;
}

/** A page that could not load or crashed: a clear message and a retry, in the borrower's language. */
export function LoadFailedScreen({ onRetry, offline = false }: LoadFailedScreenProps) {
  const t = useText();
  return (
    <Page>
      <EmptyState
        role="alert"
        kind={offline ? 'offline' : 'error'}
        headingLevel={1}
        text={offline ? t('error.network') : t('error.title')}
        description={offline ? undefined : t('error.description')}
        actionLabel={t('common.retry')}
        onAction={onRetry}
      />
    </Page>
  );
}
