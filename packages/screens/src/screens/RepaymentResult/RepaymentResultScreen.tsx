import { useId } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../components/Button';
import { useTapThroughGuard } from '../../hooks/useTapThroughGuard';
import { Card } from '../../components/Card';
import { DetailRows } from '../../components/DetailRows';
import { NavBar } from '../../components/NavBar';
import { ResultCard } from '../../components/ResultCard';
import { BottomBar, Page } from '../../components/Page';
import { WholeAmount } from '../../components/WholeAmount';
import { isNumericText } from '../../i18n/decimal';
import { useFormat, useText } from '../../i18n/LocaleProvider';
import { headlineAmountText } from '../../theme/textStyles';
import { color } from '../../theme/tokens';

/** What the borrower paid, as the app kept it when the server confirmed the payment. */
export interface RepaymentReceipt {
  /** Numeric text. */
  amount: string;
  /** The card as the borrower knows it: bank and masked number. */
  cardName: string;
  /** When the server confirmed it, as a server date-time ("2026-03-11 14:05:09", the phone's clock). */
  paidAt: string;
  /** The payment's reference as the server sent it (its repayment record); empty: not shown. */
  reference?: string;
}

/** What is known of a payment sent but not confirmed here: shown as far as known, nothing invented. */
export interface SubmittedPayment {
  /** Numeric text; empty or missing: not shown. */
  amount?: string;
  /** The server's reference for it; empty or missing: not shown. */
  reference?: string;
}

export type RepaymentResultScreenProps = {
  onBackToLoan?: () => void;
  onBack?: () => void;
} & (
  | { status: 'paid'; receipt: RepaymentReceipt }
  /** No confirmation kept on this phone (the provider's page led here): never claimed as paid. */
  | { status: 'unknown'; submitted?: SubmittedPayment }
);

const Result = styled(ResultCard)`
  & > [data-part='icon'] {
    width: 88px;
    height: 88px;
  }
  /* Not known to be paid: the clock in the warning colours. */
  &[data-status='unknown'] [data-part='disc'] {
    fill: ${color['warning-soft']};
  }
  &[data-status='unknown'] [data-part='tick'] {
    stroke: ${color.warning};
  }
  & > [data-amount] {
    align-self: stretch;
    color: ${color.text};
    ${headlineAmountText}
  }
`;

const Icon = ({ paid }: { paid: boolean }) => (
  <svg data-part="icon" viewBox="0 0 88 88" aria-hidden="true">
    <circle data-part="disc" cx="44" cy="44" r="42" />
    {paid ? (
      <path
        data-part="tick"
        d="M26 46l12 12 25-28"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    ) : (
      <path
        data-part="tick"
        d="M44 24v22l12 8"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    )}
  </svg>
);

/**
 * The card payment's result (`/payway#/borrowDetail/:orderId`): paid — the amount, the card, the time and
 * the server's reference — only when the server confirmed it; otherwise "submitted" with what is known of
 * it (amount, reference), and the loan details as the place to see it.
 */
export function RepaymentResultScreen(props: RepaymentResultScreenProps) {
  const t = useText();
  const { money, dateTime } = useFormat();
  const headingId = useId();
  // Where Confirm payment was: a double tap on it must not skip the result.
  const backToLoan = useTapThroughGuard(props.onBackToLoan);
  const paid = props.status === 'paid';
  // "Amount paid" only once the server confirmed it; before that, what was sent.
  const amountRow = (amount: string | undefined) =>
    amount && isNumericText(amount)
      ? [{ title: t(paid ? 'payway.resultAmount' : 'payway.resultSent'), value: money(amount) }]
      : [];
  const referenceRow = (reference: string | undefined) =>
    reference?.trim() ? [{ title: t('payway.resultReference'), value: reference.trim() }] : [];
  const rows =
    props.status === 'paid'
      ? [
          ...amountRow(props.receipt.amount),
          { title: t('payway.resultCard'), value: props.receipt.cardName },
          { title: t('payway.resultTime'), value: dateTime(props.receipt.paidAt) },
          ...referenceRow(props.receipt.reference),
        ]
      : [...amountRow(props.submitted?.amount), ...referenceRow(props.submitted?.reference)];
  return (
    <Page
      navBar={<NavBar title={t('payway.title')} onBack={props.onBack} />}
      bottomBar={
        <BottomBar>
          <Button onClick={backToLoan}>{t('payway.backToLoan')}</Button>
        </BottomBar>
      }
    >
      <Result as="section" aria-labelledby={headingId} data-status={props.status}>
        <Icon paid={paid} />
        <h2 id={headingId}>{t(paid ? 'payway.paidTitle' : 'payway.unknownTitle')}</h2>
        {props.status === 'paid' && isNumericText(props.receipt.amount) && (
          <p data-amount="">
            <WholeAmount>{money(props.receipt.amount)}</WholeAmount>
          </p>
        )}
        <p>{t(paid ? 'payway.paidText' : 'payway.unknownText')}</p>
      </Result>
      {rows.length > 0 && (
        <Card data-receipt="">
          <DetailRows rows={rows} />
        </Card>
      )}
    </Page>
  );
}
