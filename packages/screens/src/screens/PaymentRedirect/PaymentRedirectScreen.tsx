import { styled } from 'styled-components';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { ResultCard } from '../../components/ResultCard';
import { Spinner } from '../../components/Spinner';
import { useText } from '../../i18n/LocaleProvider';
import { color, font, space } from '../../theme/tokens';

export type PaymentRedirectScreenProps = {
  onBack?: () => void;
  /** Back to the card list, to pay by card instead. */
  onBackToCards?: () => void;
  /** Cancel while the bank's page is being opened (by default: back to the card list). */
  onCancel?: () => void;
} & (
  | { status: 'opening' }
  /** The server's address is not http(s): it was not opened. */
  | { status: 'refused' }
  | { status: 'error'; onRetry: () => void; offline?: boolean }
);

const Opening = styled(ResultCard)`
  gap: ${space.sm};
  padding-block: ${space.xl};

  & > [data-part='spinner'] {
    color: ${color.brand};
    margin-bottom: ${space.sm};
  }
  & > h2 {
    font-size: ${font.size.lg};
    font-weight: ${font.weight.bold};
    line-height: ${font.lineHeight.tight};
  }
  & > p {
    margin: 0;
    max-width: 24em;
    color: ${color['text-muted']};
    font-size: ${font.size.sm};
    line-height: ${font.lineHeight.normal};
  }
  & > button {
    min-width: 200px;
    margin-top: ${space.md};
  }
`;

/**
 * The provider's payment page (`/payway#/alipayrepayment`): while it is being opened, "Taking you to your
 * bank…" with Cancel (never a page without a way out); an address that is not http(s) is refused in words,
 * never opened; a failed call can be tried again.
 */
export function PaymentRedirectScreen(props: PaymentRedirectScreenProps) {
  const t = useText();
  const navBar = <NavBar title={t('payway.title')} onBack={props.onBack} />;
  if (props.status === 'opening') {
    return (
      <Page navBar={navBar}>
        <Opening as="section" role="status" aria-label={t('payway.redirecting')} data-opening="">
          <Spinner data-part="spinner" data-size="lg" />
          <h2>{t('payway.redirecting')}</h2>
          <p>{t('payway.redirectingText')}</p>
          <Button variant="secondary" onClick={props.onCancel ?? props.onBackToCards}>
            {t('common.cancel')}
          </Button>
        </Opening>
      </Page>
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
