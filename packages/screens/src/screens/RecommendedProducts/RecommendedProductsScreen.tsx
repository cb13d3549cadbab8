import styled from 'styled-components';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { useText } from '../../i18n/LocaleProvider';
import { color, font } from '../../theme/tokens';
import {
  RecommendedProductList,
  RecommendedProductListSkeleton,
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
  onRetry,
  errorMessage,
  onBack,
}: RecommendedProductsScreenProps) {
  const t = useText();
  return (
    <Page navBar={<NavBar title={t('recommended.title')} onBack={onBack} />}>
      {status === 'loading' ? (
        <RecommendedProductListSkeleton count={3} />
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
