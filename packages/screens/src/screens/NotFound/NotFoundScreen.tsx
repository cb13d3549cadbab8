import { EmptyState } from '../../components/EmptyState';
import { Page } from '../../components/Page';
import { useText } from '../../i18n/LocaleProvider';

export interface NotFoundScreenProps {
  /** Offers a way out when the host has one (home in the native app, or history back). */
  onGoHome?: () => void;
}

/** A page that does not exist (or has no screen yet). */
export function NotFoundScreen({ onGoHome }: NotFoundScreenProps) {
  const t = useText();
  return (
    <Page>
      <EmptyState
        role="alert"
        headingLevel={1}
        text={t('notFound.title')}
        description={t('notFound.description')}
        actionLabel={onGoHome ? t('common.goHome') : undefined}
        onAction={onGoHome}
      />
    </Page>
  );
}
