import { useId } from 'react';
import { styled } from 'styled-components';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { SkeletonCards } from '../../components/Skeleton';
import { useText } from '../../i18n/LocaleProvider';
import { color, font, space } from '../../theme/tokens';
import {
  PRODUCT_CARD_SKELETON,
  RecommendedProductList,
  type RecommendedProduct,
} from '../RecommendedProducts/RecommendedProductList';
import { JointFailureIllustration } from './JointFailureIllustration';
import { ServerText } from '../../components/ServerText';

export type JointLoginFailureStatus = 'ready' | 'loading' | 'error';

export interface JointLoginFailureScreenProps {
  /** `loading` while the failure details are fetched; `error` when that failed (with a retry). */
  status?: JointLoginFailureStatus;
  /** The server's message: why the joint login failed. A generic line when empty. */
  message?: string;
  /** The server's notice: what the borrower can do now. */
  notice?: string;
  /** Other lenders to apply to; the section is left out when empty. */
  products?: readonly RecommendedProduct[];
  /** A tap on an enabled product, with its position. */
  onApply?: (product: RecommendedProduct, index: number) => void;
  onRetry?: () => void;
  /** The server's or network's message for the error state; a generic one when absent. */
  errorMessage?: string;
  onBack?: () => void;
}

const Summary = styled(Card)`
  align-items: center;
  gap: ${space.sm};
  padding-top: ${space.xl};
  text-align: center;
`;

const Message = styled.h2`
  margin: ${space.sm} 0 0;
  font-size: ${font.size.lg};
  font-weight: ${font.weight.bold};
  line-height: ${font.lineHeight.tight};
  overflow-wrap: anywhere;
  text-wrap: balance;
`;

// Server text: kept as text, its own line breaks kept.
const Notice = styled.p`
  margin: 0;
  color: ${color['text-muted']};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const SectionTitle = styled.h2`
  margin: ${space.sm} 0 0;
  font-size: ${font.size.md};
  font-weight: ${font.weight.bold};
  line-height: ${font.lineHeight.tight};
`;

/** Spec screen 20 (`/jointLoginError`): why the partner login failed, and other lenders to apply to. */
export function JointLoginFailureScreen({
  status = 'ready',
  message,
  notice,
  products = [],
  onApply,
  onRetry,
  errorMessage,
  onBack,
}: JointLoginFailureScreenProps) {
  const t = useText();
  const messageId = useId();
  const productsTitleId = useId();
  return (
    <Page
      navBar={<NavBar title={t('jointLogin.title')} onBack={onBack} />}
      aria-busy={status === 'loading' || undefined}
    >
      {status === 'loading' ? (
        // The failure message with its picture, then the other lenders.
        <SkeletonCards
          label={t('jointLogin.loading')}
          cards={[
            { rows: ['picture', 'title', 'text', 'text'], align: 'center' },
            PRODUCT_CARD_SKELETON,
            PRODUCT_CARD_SKELETON,
          ]}
        />
      ) : status === 'error' ? (
        <EmptyState
          role="alert"
          kind="error"
          description={errorMessage || t('error.description')}
          actionLabel={onRetry ? t('common.retry') : undefined}
          onAction={onRetry}
        />
      ) : (
        <>
          <Summary as="section" aria-labelledby={messageId}>
            <JointFailureIllustration />
            <Message id={messageId}>
              <ServerText text={message?.trim() || t('jointLogin.defaultMessage')} />
            </Message>
            {notice?.trim() && (
              <Notice>
                <ServerText text={notice.trim()} />
              </Notice>
            )}
          </Summary>
          {products.length > 0 && (
            <>
              <SectionTitle id={productsTitleId}>{t('jointLogin.products')}</SectionTitle>
              <RecommendedProductList
                aria-labelledby={productsTitleId}
                products={products}
                onApply={onApply}
              />
            </>
          )}
        </>
      )}
    </Page>
  );
}
