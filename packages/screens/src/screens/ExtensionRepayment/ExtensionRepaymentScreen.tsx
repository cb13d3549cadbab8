import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { AmountCard } from '../../components/AmountCard';
import { Button } from '../../components/Button';
import { ServiceHelp } from '../../components/ServiceHelp';
import { LoadErrorPage } from '../../components/LoadError';
import { NavBar } from '../../components/NavBar';
import { OrderSection } from '../../components/OrderSection';
import { BottomBar, Page } from '../../components/Page';
import { PageSkeleton } from '../../components/Skeleton';
import { WholeAmount } from '../../components/WholeAmount';
import { useFormat, useText } from '../../i18n/LocaleProvider';
import { color, font, radius, space } from '../../theme/tokens';

/** The extension fee bill as `delay-detail` gives it (same shape as the api's `ExtensionDetail`). */
export interface ExtensionBill {
  productName: string;
  productLogo: string;
  /** The extension fee: numeric text, e.g. '150000'. */
  feeAmount: string;
  /** When the fee must be paid by (server date); empty when the server sends none. */
  expiryTime: string;
  /** The order's lines as server text; the ones with an empty or zero value are hidden. */
  rows: { title: string; value: string }[];
  /** Customer service's number (the app passes the server's, else its configured one); empty: no call button. */
  telephone: string;
}

interface ExtensionRepaymentCallbacks {
  onBack?: () => void;
  /** Pay now, with the fee as numeric text (the app opens the payment page with it). */
  onPay?: (feeText: string) => void;
  /** The payment is being prepared: Pay now shows a spinner and ignores taps. */
  paying?: boolean;
  onCallService?: (phone: string) => void;
}

export type ExtensionRepaymentScreenProps = ExtensionRepaymentCallbacks &
  (
    | { status: 'ready'; bill: ExtensionBill }
    | { status: 'loading' }
    | { status: 'error'; onRetry: () => void; offline?: boolean }
  );

const Expiry = styled.p`
  margin: 0;
  color: ${color.warning};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};
`;

const Hint = styled.p`
  margin: 0;
  padding: ${space.md} ${space.lg};
  border-radius: ${radius.md};
  background: ${color['brand-soft']};
  color: ${color.text};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};
  overflow-wrap: anywhere;
`;

/**
 * Extension repayment (spec screen 18): the extension fee, large, with the time it must be paid by, the
 * order it extends (lines with an empty or zero value left out), what paying does, customer service and
 * Pay now in the bottom bar.
 */
export function ExtensionRepaymentScreen(props: ExtensionRepaymentScreenProps) {
  const t = useText();
  const title = <NavBar title={t('repay.billTitle')} onBack={props.onBack} />;

  if (props.status === 'loading') {
    return (
      <PageSkeleton
        navBar={title}
        label={t('repay.extension.loading')}
        // The fee with its expiry, then the order: product and its lines, then the hint.
        cards={[
          { rows: ['short', 'amount', 'short'], align: 'center' },
          { rows: ['media', 'row', 'row', 'row', 'row'] },
          { rows: ['text'] },
        ]}
      />
    );
  }
  if (props.status === 'error') {
    return <LoadErrorPage navBar={title} offline={props.offline} onRetry={props.onRetry} />;
  }
  return <ExtensionRepaymentReady {...props} navBar={title} />;
}

function ExtensionRepaymentReady({
  bill,
  navBar,
  onPay,
  paying = false,
  onCallService,
}: ExtensionRepaymentCallbacks & { bill: ExtensionBill; navBar: ReactNode }) {
  const t = useText();
  const { money, dateTime } = useFormat();
  const expiry = bill.expiryTime.trim();
  const phone = bill.telephone.trim();

  return (
    <Page
      navBar={navBar}
      bottomBar={
        <BottomBar>
          <Button loading={paying} onClick={() => onPay?.(bill.feeAmount)}>
            {t('repay.payNow')}
          </Button>
        </BottomBar>
      }
    >
      <AmountCard as="section" aria-label={t('repay.extension.fee')}>
        <h2>{t('repay.extension.fee')}</h2>
        <p data-amount="">
          <WholeAmount>{money(bill.feeAmount)}</WholeAmount>
        </p>
        {expiry && <Expiry data-expiry>{t('repay.extension.payBefore', { time: dateTime(expiry) })}</Expiry>}
      </AmountCard>

      <OrderSection
        label={t('repay.extension.order')}
        productName={bill.productName}
        productLogo={bill.productLogo}
        rows={bill.rows}
        hideEmpty
      />

      <Hint>{t('repay.extension.hint')}</Hint>

      <ServiceHelp heading={t('repay.extension.help')} phone={phone} onCall={onCallService} />
    </Page>
  );
}
