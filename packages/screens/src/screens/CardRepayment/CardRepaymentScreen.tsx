import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { AmountCard } from '../../components/AmountCard';
import { Button } from '../../components/Button';
import { LoadErrorPage } from '../../components/LoadError';
import { NavBar } from '../../components/NavBar';
import { BottomBar, Page } from '../../components/Page';
import { PageSkeleton } from '../../components/Skeleton';
import { WholeAmount } from '../../components/WholeAmount';
import { useControllableState } from '../../hooks/useControllableState';
import { isNumericText } from '../../i18n/decimal';
import { useFormat, useText } from '../../i18n/LocaleProvider';
import { CardCodeStep } from './CardCodeStep';
import { cleanCode, codeIsValid, payRefusal, type ConfirmFailure } from './cardPayRules';
import { CardsSection, type PaymentCard } from './CardsSection';
import { PaymentProcessing } from './PaymentProcessing';

export type { PaymentCard };

/**
 * Where the payment is:
 * - `choose`: pick a card and Pay;
 * - `code`: the SMS step (needValid 1), with the resend deadline (epoch ms) and the last confirm failure;
 * - `processing`: a commit or confirm got no answer (timeout, dropped connection): the outcome is not known,
 *   so the card is locked and the borrower can only check again (never "paid" or "failed" until the server says).
 */
export type CardPayStep =
  | { kind: 'choose' }
  | { kind: 'code'; deadline: number | null; failure?: ConfirmFailure }
  | { kind: 'processing'; stillWaiting?: boolean };

interface CardRepaymentCallbacks {
  onBack?: () => void;
  /** The chosen card's id (`null`: none). Controlled; `defaultSelectedCardId` for uncontrolled use. */
  selectedCardId?: string | null;
  defaultSelectedCardId?: string | null;
  onSelectedCardChange?: (cardId: string) => void;
  /** The SMS code typed. Controlled; `defaultCode` for uncontrolled use. */
  code?: string;
  defaultCode?: string;
  onCodeChange?: (code: string) => void;
  /** Pay with the chosen card; never called without one (the screen asks for a card first). */
  onPay?: (cardId: string) => void;
  /** Asks for a new code (sendMsg 1). A promise shows the button as sending; the countdown restarts when it settles. */
  onResend?: () => void | PromiseLike<unknown>;
  /** The countdown restarted (after a resend): keep it with the step so it survives a reload. */
  onDeadlineChange?: (deadline: number) => void;
  /** Confirm with a code of at least 6 characters (spaces left out); shorter ones are refused on screen. */
  onConfirm?: (code: string) => void;
  /** Processing: ask the server again about the same payment. */
  onCheckAgain?: () => void;
  onAddCard?: () => void;
  /** The provider's own payment page (offered when the server allows it). */
  onOtherWay?: () => void;
  /** A request of this step is on its way: its button shows a spinner and ignores taps. */
  working?: boolean;
  /** The clock for the countdown (epoch ms); injectable for stories and tests. */
  now?: () => number;
}

export type CardRepaymentScreenProps = CardRepaymentCallbacks &
  (
    | {
        status: 'ready';
        /** Numeric text ("1568250"). */
        amount: string;
        cards: readonly PaymentCard[];
        step: CardPayStep;
        /** The provider redirect is offered (repayment-way's `alipay`). */
        otherWay?: boolean;
      }
    | { status: 'loading' }
    | { status: 'error'; onRetry: () => void; offline?: boolean }
  );

/**
 * Card repayment (spec screen 11, `/payway#/`): the amount, the borrower's bank cards to choose from (a radio
 * group), Pay; then, when the server asks for it, the SMS code step with its 60 s countdown; and, when a
 * payment got no answer, "Payment processing" with Check again. Data in, callbacks out: the host calls the
 * server and keeps the step.
 */
export function CardRepaymentScreen(props: CardRepaymentScreenProps) {
  const t = useText();
  const navBar = <NavBar title={t('payway.title')} onBack={props.onBack} />;

  if (props.status === 'loading') {
    return (
      <PageSkeleton
        navBar={navBar}
        label={t('payway.loading')}
        cards={[{ rows: ['text', 'amount'], align: 'center' }, { rows: ['title', 'row', 'row', 'button'] }]}
      />
    );
  }
  if (props.status === 'error') {
    return (
      <LoadErrorPage
        navBar={navBar}
        offline={props.offline}
        title={t('payway.loadFailed')}
        description={t('payway.loadFailedText')}
        onRetry={props.onRetry}
      />
    );
  }
  return <CardRepaymentReady {...props} navBar={navBar} />;
}

function CardRepaymentReady({
  navBar,
  amount,
  cards,
  step,
  otherWay,
  selectedCardId,
  defaultSelectedCardId = null,
  onSelectedCardChange,
  code: codeProp,
  defaultCode = '',
  onCodeChange,
  onPay,
  onResend,
  onDeadlineChange,
  onConfirm,
  onCheckAgain,
  onAddCard,
  onOtherWay,
  working = false,
  now,
}: CardRepaymentCallbacks & {
  navBar: ReactNode;
  amount: string;
  cards: readonly PaymentCard[];
  step: CardPayStep;
  otherWay?: boolean;
}) {
  const t = useText();
  const { money } = useFormat();
  const listId = useId();
  const codeId = useId();
  const [selected, setSelected] = useControllableState(
    selectedCardId,
    defaultSelectedCardId,
    (id) => id !== null && onSelectedCardChange?.(id),
  );
  const [code, setCode] = useControllableState(codeProp, defaultCode, onCodeChange);
  // Shown after a tap that was refused; gone once the borrower does what it asks.
  const [askCard, setAskCard] = useState(false);
  const [askCode, setAskCode] = useState(false);
  // TextField takes no ref: its row finds the input.
  const codeRow = useRef<HTMLDivElement>(null);
  const focusCode = () => codeRow.current?.querySelector('input')?.focus();
  const locked = step.kind === 'processing';
  const chosen = cards.find((c) => c.id === selected);

  // The code step appears: the field takes focus, ready for the SMS code.
  useEffect(() => {
    if (step.kind === 'code') focusCode();
  }, [step.kind]);

  const pay = () => {
    if (working) return;
    if (
      payRefusal(
        cards.map((c) => c.id),
        selected,
      ) ||
      !selected
    ) {
      setAskCard(true);
      return;
    }
    onPay?.(selected);
  };
  const confirm = () => {
    if (working) return;
    if (!codeIsValid(code)) {
      setAskCode(true);
      focusCode();
      return;
    }
    onConfirm?.(cleanCode(code));
  };

  const codeStep = step.kind === 'code' && (
    <CardCodeStep
      id={codeId}
      cardName={chosen ? t('payway.cardName', { bank: chosen.bankName, number: chosen.cardNo }) : ''}
      code={code}
      onCodeChange={(next) => {
        setCode(next);
        setAskCode(false);
      }}
      tooShort={askCode}
      failure={step.failure}
      deadline={step.deadline}
      onDeadlineChange={onDeadlineChange}
      onResend={onResend}
      now={now}
      fieldRow={codeRow}
    />
  );

  const action =
    step.kind === 'processing' ? (
      <Button onClick={() => !working && onCheckAgain?.()} loading={working}>
        {t('payway.checkAgain')}
      </Button>
    ) : step.kind === 'code' ? (
      <Button onClick={confirm} loading={working}>
        {t('payway.confirm')}
      </Button>
    ) : cards.length === 0 ? null : (
      <Button onClick={pay} loading={working} aria-describedby={`${listId}-ask`}>
        {t('payway.pay')}
      </Button>
    );

  return (
    <Page navBar={navBar} bottomBar={action && <BottomBar>{action}</BottomBar>}>
      <AmountCard as="section" aria-label={t('payway.amountLabel')}>
        <h2>{t('payway.amountLabel')}</h2>
        {isNumericText(amount) && (
          <p data-amount="">
            <WholeAmount>{money(amount)}</WholeAmount>
          </p>
        )}
      </AmountCard>
      {step.kind === 'processing' && (
        <PaymentProcessing id={`${codeId}-processing`} stillWaiting={step.stillWaiting} />
      )}
      <CardsSection
        id={listId}
        cards={cards}
        selected={selected}
        onSelect={(id) => {
          setSelected(id);
          setAskCard(false);
        }}
        locked={locked}
        askCard={askCard}
        codeStep={codeStep}
        onAddCard={onAddCard}
      />
      {otherWay && step.kind === 'choose' && (
        <Button variant="text" onClick={onOtherWay}>
          {t('payway.otherWay')}
        </Button>
      )}
    </Page>
  );
}
