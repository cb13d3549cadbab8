import { styled } from 'styled-components';
import { CallServiceButton } from '../../components/CallServiceButton';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { SkeletonCards } from '../../components/Skeleton';
import { useText } from '../../i18n/LocaleProvider';
import { color, font } from '../../theme/tokens';
import {
  PRODUCT_CARD_SKELETON,
  RecommendedProductList,
  type RecommendedProduct,
} from './RecommendedProductList';

export type RecommendedProductsStatus = 'ready' | 'loading' | 'error';

export interface RecommendedProductsScreenProps {
  /** `loading` while the list is fetched; `error` when it failed (with a retry). */
  status?: RecommendedProductsStatus;
  products?: readonly RecommendedProduct[];
  /** A tap on an enabled product, with its position (the page records it, then applies). */
  onApply?: (product: RecommendedProduct, index: number) => void;
  /** The empty list's way out: back to the app's home. */
  onGoHome?: () => void;
  /** Customer service's number, offered with an empty list (nothing shows without one). */
  servicePhone?: string;
  onCallService?: (phone: string) => void;
  onRetry?: () => void;
  /** The server's or network's message for the error state; a generic one when absent. */
  errorMessage?: string;
  /** Shows a back button (when the page was opened from another page). */
  onBack?: () => void;
}

const Intro = styled.p`
  margin: 0;
  color: ${color['text-muted']};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};
`;

/** Spec screen 13 (`/relevant`): other lenders the borrower can apply to, or a way back home when there are none. */
export function RecommendedProductsScreen({
  status = 'ready',
  products = [],
  onApply,
  onGoHome,
  servicePhone = '',
  onCallService,
  onRetry,
  errorMessage,
  onBack,
}: RecommendedProductsScreenProps) {
  const t = useText();
  return (
    <Page
      navBar={<NavBar title={t('recommended.title')} onBack={onBack} />}
      aria-busy={status === 'loading' || undefined}
    >
      {status === 'loading' ? (
        <SkeletonCards
          label={t('recommended.loading')}
          cards={[PRODUCT_CARD_SKELETON, PRODUCT_CARD_SKELETON, PRODUCT_CARD_SKELETON]}
        />
      ) : status === 'error' ? (
        <EmptyState
          role="alert"
          kind="error"
          description={errorMessage || t('error.description')}
          actionLabel={onRetry ? t('common.retry') : undefined}
          onAction={onRetry}
        />
      ) : products.length === 0 ? (
        <EmptyState
          text={t('recommended.empty')}
          description={t('recommended.emptyDescription')}
          actionLabel={t('common.goHome')}
          onAction={onGoHome}
          secondaryAction={onCallService && <CallServiceButton phone={servicePhone} onCall={onCallService} />}
        />
      ) : (
        <>
          <Intro>{t('recommended.intro')}</Intro>
          <RecommendedProductList products={products} onApply={onApply} />
        </>
      )}
    </Page>
  );
}
