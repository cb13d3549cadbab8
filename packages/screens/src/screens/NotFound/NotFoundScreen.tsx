import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { useText } from '../../i18n/LocaleProvider';

/**
 * The way out, by where the page runs (give one; `onClose` wins): the bar's back arrow and the button
 * under the message both take it.
 */
export interface NotFoundScreenProps {
  /** In the native app: the webview closes, back to the app ("Close"). */
  onClose?: () => void;
  /** In a browser, with no app to go back to: the site's home ("Back to home"). */
  onGoHome?: () => void;
}

/** A page that does not exist (or has no screen yet), with its title bar and a way out: never a dead end. */
export function NotFoundScreen({ onClose, onGoHome }: NotFoundScreenProps) {
  const t = useText();
  const leave = onClose ?? onGoHome;
  return (
    <Page navBar={<NavBar title={t('notFound.title')} onBack={leave} />}>
      <EmptyState
        role="alert"
        text={t('notFound.description')}
        actionLabel={onClose ? t('common.close') : onGoHome ? t('common.goHome') : undefined}
        onAction={leave}
      />
    </Page>
  );
}
