import { useId } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { PageSkeleton } from '../../components/Skeleton';
import { LicenceLine } from '../../components/LicenceLine';
import { useText } from '../../i18n/LocaleProvider';
import { color, font, space } from '../../theme/tokens';
import { StoreBadge } from './StoreBadge';
import { storeOf } from './storeOf';

/** Why the borrower is here: just registered, or the number already had an account (code 11). */
export type PromotionOutcome = 'registered' | 'alreadyRegistered';

export type PromotionDownloadScreenProps = {
  onBack?: () => void;
} & (
  | {
      status: 'ready';
      /** The app's name (the template's); empty: the brand, else "the app". */
      appName?: string;
      /** The brand from the runtime configuration, shown at the top; empty: none. */
      brandName?: string;
      /** The licence or registration line from the runtime configuration; empty: none (never invented). */
      licenceLine?: string;
      /** The store address, already checked to be http(s); null: none to offer. */
      storeUrl: string | null;
      outcome?: PromotionOutcome | null;
      /** Opens the store (the page counts the tap first). */
      onDownload?: (url: string) => void;
      /** Asks again for the link when it could not be had. */
      onRetry?: () => void;
      /** The store is being opened: the button shows a spinner and ignores taps. */
      opening?: boolean;
    }
  | { status: 'loading' }
);

const Panel = styled(Card)`
  align-items: stretch;
  gap: ${space.lg};
  text-align: center;

  & > svg {
    align-self: center;
    color: ${color.brand};
  }
  & > [data-brand] {
    color: ${color.brand};
    font-size: ${font.size.lg};
    font-weight: ${font.weight.bold};
    letter-spacing: 0.02em;
  }
  & > div > h2 {
    font-size: ${font.size.xl};
    font-weight: ${font.weight.bold};
    line-height: ${font.lineHeight.tight};
  }
  & > p {
    margin: 0;
    color: ${color['text-muted']};
    line-height: ${font.lineHeight.normal};
    overflow-wrap: anywhere;
  }
  & > p[role='alert'] {
    color: ${color.danger};
  }
`;

const Big = styled(Button)`
  min-height: 56px;
  font-size: ${font.size.lg};
`;

/** A phone with a down arrow: what the page is for, at a glance. */
function PhoneIcon() {
  return (
    <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        <rect x="18" y="6" width="36" height="60" rx="6" fill="currentColor" fillOpacity="0.08" />
        <path d="M36 22v20m-8-8 8 8 8-8" />
        <path d="M28 50h16" />
      </g>
    </svg>
  );
}

/**
 * `/promotion#/downloadTemplate`: after signing up (or when the number was registered already), the brand
 * and the app's store link: a drawn store badge for Google Play or the App Store, else one large button.
 * Without a safe link the page says so and offers to try again. The licence line when configured.
 */
export function PromotionDownloadScreen(props: PromotionDownloadScreenProps) {
  const t = useText();
  const headingId = useId();
  const navBar = <NavBar title={t('promotion.downloadTitle')} onBack={props.onBack} />;
  if (props.status === 'loading')
    return (
      <PageSkeleton
        navBar={navBar}
        label={t('common.loading')}
        cards={[{ rows: ['picture', 'title', 'text', 'button'], align: 'center' }]}
      />
    );
  const {
    appName = '',
    brandName = '',
    licenceLine = '',
    storeUrl,
    outcome,
    onDownload,
    onRetry,
    opening = false,
  } = props;
  const brand = brandName.trim();
  const app = appName.trim() || brand;
  const store = storeUrl ? storeOf(storeUrl) : null;
  const heading =
    outcome === 'alreadyRegistered'
      ? t('promotion.alreadyRegistered')
      : outcome === 'registered'
        ? t('promotion.registered')
        : t('promotion.downloadTitle');
  return (
    <Page navBar={navBar}>
      <Panel as="section" aria-labelledby={headingId}>
        {brand && <p data-brand="">{brand}</p>}
        <PhoneIcon />
        {/* The outcome is announced as the page opens. */}
        <div role={outcome ? 'status' : undefined}>
          <h2 id={headingId}>{heading}</h2>
        </div>
        <p>{app ? t('promotion.downloadLead', { app }) : t('promotion.downloadLeadUnnamed')}</p>
        {storeUrl && store ? (
          <StoreBadge store={store} busy={opening} onClick={() => onDownload?.(storeUrl)} />
        ) : storeUrl ? (
          <Big block loading={opening} onClick={() => !opening && onDownload?.(storeUrl)}>
            {app ? t('promotion.download', { app }) : t('promotion.downloadUnnamed')}
          </Big>
        ) : (
          <>
            <p role="alert">{t('promotion.noDownload')}</p>
            {onRetry && (
              <Button variant="secondary" onClick={onRetry}>
                {t('common.retry')}
              </Button>
            )}
          </>
        )}
      </Panel>
      <LicenceLine text={licenceLine} />
    </Page>
  );
}
