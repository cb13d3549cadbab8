import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { PageSkeleton } from '../../components/Skeleton';
import { useText } from '../../i18n/LocaleProvider';

export type PaymentRedirectScreenProps = {
  onBack?: () => void;
  /** Back to the card list, to pay by card instead. */
  onBackToCards?: () => void;
} & (
  | { status: 'opening' }
  /** The server's address is not http(s): it was not opened. */
  | { status: 'refused' }
  | { status: 'error'; onRetry: () => void; offline?: boolean }
);

/**
 * The provider's payment page (`/payway#/alipayrepayment`): while its address is fetched, "Opening…"; an
 * address that is not http(s) is refused in words, never opened; a failed call can be tried again.
 */
export function PaymentRedirectScreen(props: PaymentRedirectScreenProps) {
  const t = useText();
  const navBar = <NavBar title={t('payway.title')} onBack={props.onBack} />;
  if (props.status === 'opening') {
    return (
      <PageSkeleton
        navBar={navBar}
        label={t('payway.redirecting')}
        cards={[{ rows: ['title', 'text'], align: 'center' }]}
      />
    );
  }
  if (props.status === 'refused') {
    return (
      <Page navBar={navBar}>
        <EmptyState
          role="alert"
          kind="error"
          headingLevel={2}
          text={t('payway.redirectRefusedTitle')}
          description={t('payway.redirectRefusedText')}
          actionLabel={t('payway.backToCards')}
          onAction={props.onBackToCards}
        />
      </Page>
    );
  }
  return (
    <Page navBar={navBar}>
      <EmptyState
        role="alert"
        kind={props.offline ? 'offline' : 'error'}
        headingLevel={2}
        text={t('payway.redirectFailed')}
        description={props.offline ? t('emptyState.offlineDescription') : t('error.description')}
        actionLabel={t('common.retry')}
        onAction={props.onRetry}
      />
    </Page>
  );
}
