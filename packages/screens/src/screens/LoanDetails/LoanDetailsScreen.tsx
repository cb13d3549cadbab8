import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../components/Button';
import { CallServiceButton } from '../../components/CallServiceButton';
import { Card } from '../../components/Card';
import { LoadErrorPage } from '../../components/LoadError';
import { NavBar } from '../../components/NavBar';
import { OrderSection } from '../../components/OrderSection';
import { BottomBar, Page } from '../../components/Page';
import { PageSkeleton } from '../../components/Skeleton';
import type { RecommendedProduct } from '../RecommendedProducts/RecommendedProductList';
import { useText } from '../../i18n/LocaleProvider';
import { cardTitleText, mutedText } from '../../theme/textStyles';
import { font, space } from '../../theme/tokens';
import { LoanRatingModal } from './LoanRatingModal';
import { StatusIllustration } from './StatusIllustration';
import { ThanksModal } from './ThanksModal';
import { showsRecommended, statusActions } from './statusActions';
import { ServerText } from '../../components/ServerText';

// Shown below the order, and only for some statuses (none of those with money due): its code is fetched
// when there are products to show, not with the page.
const RecommendedProductList = lazy(() =>
  import('../RecommendedProducts/RecommendedProductList').then((m) => ({
    default: m.RecommendedProductList,
  })),
);

/** A recommended product (same shape as the api's `RecommendedProduct`). */
export type LoanDetailsProduct = RecommendedProduct;

/** The order as `loan-details` gives it (same shape as the api's `LoanDetails`). */
export interface LoanDetails {
  /** Order status: 21, 151, 110, 170, 174, 180, 200, 3, 4, 5 or one the page does not know. */
  status: number;
  /** Server text: what the status means for the borrower. */
  statusText: string;
  statusDescription: string;
  products: LoanDetailsProduct[];
  productName: string;
  productLogo: string;
  /** The order's lines (order number, amount, dates...) as server text. */
  rows: { title: string; value: string }[];
  h5Url: string;
  /** The server allows an extension (`isDelay` 1): the extension link shows beside Repay. */
  canExtend: boolean;
  telephone: string;
  /** The server asks for a rating (`isScore` 1): the rating modal opens. */
  askForRating: boolean;
}

interface LoanDetailsCallbacks {
  onBack?: () => void;
  onRepay?: () => void;
  onExtend?: () => void;
  onBorrowAgain?: () => void;
  /** Call customer service (`details.telephone`): the next step for a status the page does not know. */
  onCallService?: (phone: string) => void;
  /** Only called for an enabled product. */
  onApplyProduct?: (product: LoanDetailsProduct) => void;
  onMoreProducts?: () => void;
  /** Submit in the rating modal with the score the borrower chose (1-5); the modal then asks to close. */
  onRate?: (score: number) => void;
  /** Cancel (or Esc, or the mask) in the rating modal. */
  onRatingClose?: () => void;
  /** The rating modal is open (controlled); by default it follows `details.askForRating`. */
  ratingOpen?: boolean;
  defaultRatingOpen?: boolean;
  /** The rating modal asks to open or close (after Submit or Cancel). */
  onRatingOpenChange?: (open: boolean) => void;
  /** The score is being posted: Submit shows a spinner. */
  ratingSubmitting?: boolean;
  /**
   * The thank-you modal: the app opens it once a score under 4 was posted (`ratingOutcome`) and
   * closes it on `onThanksClose`.
   */
  thanksOpen?: boolean;
  onThanksClose?: () => void;
}

export type LoanDetailsScreenProps = LoanDetailsCallbacks &
  (
    | { status: 'ready'; details: LoanDetails }
    | { status: 'loading' }
    | { status: 'error'; onRetry: () => void; offline?: boolean }
  );

const StatusCard = styled(Card)`
  align-items: center;
  text-align: center;
  gap: ${space.sm};
`;

const StatusText = styled.h2`
  font-size: ${font.size.xl};
  font-weight: ${font.weight.bold};
  line-height: ${font.lineHeight.tight};
  overflow-wrap: anywhere;
  text-wrap: balance;
`;

const Description = styled.p`
  margin: 0;
  ${mutedText}
  text-wrap: balance;
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
`;

const SectionHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  margin-bottom: -${space.xs};

  & > h2 {
    flex: 1 1 auto;
    min-width: 0;
    ${cardTitleText}
  }
  /* The link keeps to one line; its padding hangs past the edge so its text lines up with the cards. */
  & > button {
    flex: none;
    margin-right: -${space.sm};
    white-space: nowrap;
  }
`;

/** Loan details (spec screen 21): the order's status drawn and explained, its lines, and what to do next. */
export function LoanDetailsScreen(props: LoanDetailsScreenProps) {
  const t = useText();
  const title = <NavBar title={t('loanDetails.title')} onBack={props.onBack} />;

  if (props.status === 'loading') {
    return (
      <PageSkeleton
        navBar={title}
        label={t('loanDetails.loading')}
        // The status with its picture, then the order: product and its lines.
        cards={[
          { rows: ['picture', 'title', 'text'], align: 'center' },
          { rows: ['media', 'row', 'row', 'row', 'row'] },
        ]}
      />
    );
  }
  if (props.status === 'error') {
    return <LoadErrorPage navBar={title} offline={props.offline} onRetry={props.onRetry} />;
  }
  return <LoanDetailsReady {...props} navBar={title} />;
}

function LoanDetailsReady({
  details,
  navBar,
  onRepay,
  onExtend,
  onBorrowAgain,
  onCallService,
  onApplyProduct,
  onMoreProducts,
  onRate,
  onRatingClose,
  ratingOpen,
  defaultRatingOpen,
  onRatingOpenChange,
  ratingSubmitting,
  thanksOpen = false,
  onThanksClose,
}: LoanDetailsCallbacks & { details: LoanDetails; navBar: ReactNode }) {
  const t = useText();
  const recommendedId = useId();
  // Undefined until the borrower submits or cancels: until then the modal follows the server's flag.
  const [ownRatingOpen, setOwnRatingOpen] = useState<boolean>();
  const isRatingOpen = ratingOpen ?? ownRatingOpen ?? defaultRatingOpen ?? details.askForRating;

  const closeRating = () => {
    setOwnRatingOpen(false);
    onRatingOpenChange?.(false);
  };

  const actions = statusActions(details.status, details.canExtend);
  const products = showsRecommended(details.status) ? details.products : [];

  // Customer service needs a number to call; without one the status text is all there is.
  const shown = actions.filter((action) => action !== 'callService' || details.telephone.trim() !== '');
  const bottomBar =
    shown.length > 0 ? (
      <BottomBar>
        {shown.map((action) =>
          action === 'repay' ? (
            <Button key={action} onClick={() => onRepay?.()}>
              {t('label.repay')}
            </Button>
          ) : action === 'extend' ? (
            <Button key={action} variant="text" onClick={() => onExtend?.()}>
              {t('label.extension')}
            </Button>
          ) : action === 'callService' ? (
            <CallServiceButton
              key={action}
              variant="primary"
              phone={details.telephone}
              onCall={(phone) => onCallService?.(phone)}
            />
          ) : (
            <Button key={action} onClick={() => onBorrowAgain?.()}>
              {t('label.borrowAgain')}
            </Button>
          ),
        )}
      </BottomBar>
    ) : undefined;

  return (
    <Page navBar={navBar} bottomBar={bottomBar}>
      <StatusCard as="section" aria-label={details.statusText || undefined}>
        <StatusIllustration status={details.status} />
        <StatusText>
          <ServerText text={details.statusText} />
        </StatusText>
        {details.statusDescription && <Description>{details.statusDescription}</Description>}
      </StatusCard>

      {details.rows.length > 0 && (
        <OrderSection
          label={t('loanDetails.order')}
          productName={details.productName}
          productLogo={details.productLogo}
          rows={details.rows}
        />
      )}

      {products.length > 0 && (
        <Section aria-labelledby={recommendedId}>
          <SectionHeader>
            <h2 id={recommendedId}>{t('loanDetails.recommended')}</h2>
            <Button variant="text" onClick={() => onMoreProducts?.()}>
              {t('label.moreProducts')}
            </Button>
          </SectionHeader>
          <Suspense fallback={null}>
            <RecommendedProductList
              aria-labelledby={recommendedId}
              products={products}
              onApply={(product) => onApplyProduct?.(product)}
            />
          </Suspense>
        </Section>
      )}

      <LoanRatingModal
        open={isRatingOpen}
        submitting={ratingSubmitting}
        onSubmit={(score) => {
          onRate?.(score);
          closeRating();
        }}
        onCancel={() => {
          onRatingClose?.();
          closeRating();
        }}
      />
      <ThanksModal open={thanksOpen} onClose={() => onThanksClose?.()} />
    </Page>
  );
}
