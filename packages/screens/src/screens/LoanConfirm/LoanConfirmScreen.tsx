import { Fragment, useId, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Checkbox } from '../../components/Checkbox';
import { DetailRows } from '../../components/DetailRows';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { BottomBar, Page } from '../../components/Page';
import { ProductLogo } from '../../components/ProductLogo';
import { PageSkeleton } from '../../components/Skeleton';
import { WholeAmount } from '../../components/WholeAmount';
import { useFormat, useText } from '../../i18n/LocaleProvider';
import { shouldShowAgreementPopup } from './agreementPopup';
import { breakdownGroups, type LoanBreakdownRow } from './breakdownRows';
import { useControllableState } from '../../hooks/useControllableState';
import { confirmRefusal, type ConfirmRefusal } from './confirmRefusal';
import { isNumericText, summarizeRepayPlan, type RepayPlanItem } from './loanSummary';
import { RepaymentPlanCard } from './RepaymentPlanCard';
import { LoanAgreementPopup } from './LoanAgreementPopup';
import {
  SectionTitle,
  Product,
  Hero,
  Muted,
  Amount,
  Facts,
  Summary,
  Divider,
  AgreementList,
  AgreementRow,
  Refusal,
  BarStack,
} from './LoanConfirmScreen.styles';

/** The loan offer to confirm: the domain shape of the `loan-detail-confirm` reply (camelCase). */
export interface LoanConfirmData {
  productLogo: string;
  productName: string;
  /** The amount borrowed, as numeric text. */
  amount: string;
  /** The term in days. */
  periods: number;
  termUnit?: string;
  /** The server's rate description (`pRateDsc`), shown as text. */
  rateText: string;
  /** 1: `details` and maybe the agreement pop-up; any other value: `detail1` and `detail2`. */
  type: number;
  details: readonly LoanBreakdownRow[];
  detail1: readonly LoanBreakdownRow[];
  detail2: readonly LoanBreakdownRow[];
  repayPlans: readonly RepayPlanItem[];
  popTitle: string;
  popContent: string;
  popAgreementUrl: string;
  /** A server note under the agreements, shown as text. */
  note: string;
}

export type LoanConfirmStatus = 'ready' | 'loading' | 'error';

export interface LoanConfirmScreenProps {
  /** `loading` and `error` show those states; `ready` (default) needs `data`. */
  status?: LoanConfirmStatus;
  data?: LoanConfirmData;
  /** Try loading again (error state). */
  onRetry?: () => void;
  onBack?: () => void;
  /** The agreement titles (the `contract` reply); each is a row that opens it. */
  agreementTitles?: readonly string[];
  /** A title was tapped: its position in `agreementTitles`. */
  onOpenAgreement?: (index: number) => void;
  /**
   * The agreement box. Unticked by default: consent is an act (DESIGN.md); a host that decides
   * otherwise passes `defaultAgreed`.
   */
  agreed?: boolean;
  defaultAgreed?: boolean;
  onAgreedChange?: (agreed: boolean) => void;
  /**
   * Confirm tapped with the box ticked and the whole plan shown. Never called while unticked (the screen
   * asks for the tick and moves focus to the box), without a complete plan (it asks to try again), or
   * while `confirming`.
   */
  onConfirm?: () => void;
  /** The confirm request is running: the button shows a spinner and ignores taps. */
  confirming?: boolean;
  /** The agreement pop-up (type 1 with a `popAgreementUrl` only); open by default. */
  agreementOpen?: boolean;
  defaultAgreementOpen?: boolean;
  onAgreementOpenChange?: (open: boolean) => void;
  /** Cancel in the agreement pop-up: the app closes the webview. */
  onCancelAgreement?: () => void;
}

/**
 * Loan confirmation (spec screen 19): the offer with the amount first, the total to repay, the repayment
 * plan as a timeline, the agreements with their check box, and the confirm button. For type 1 with an
 * agreement address the agreement opens first in a pop-up that needs an answer (the mask does not close it).
 */
export function LoanConfirmScreen({
  status = 'ready',
  data,
  onRetry,
  onBack,
  agreementTitles = [],
  onOpenAgreement,
  agreed: agreedProp,
  defaultAgreed = false,
  onAgreedChange,
  onConfirm,
  confirming = false,
  agreementOpen: agreementOpenProp,
  defaultAgreementOpen = true,
  onAgreementOpenChange,
  onCancelAgreement,
}: LoanConfirmScreenProps) {
  const t = useText();
  const { money } = useFormat();
  const uid = useId();
  const agreeBox = useRef<HTMLInputElement>(null);
  const planRetry = useRef<HTMLButtonElement>(null);
  // The last tap on Confirm that sent nothing, and why; it shows until that reason is gone.
  const [refused, setRefused] = useState<ConfirmRefusal | null>(null);
  const [agreed, setAgreed] = useControllableState(agreedProp, defaultAgreed, onAgreedChange);
  const [popupOpen, setPopupOpen] = useControllableState(
    agreementOpenProp,
    defaultAgreementOpen,
    onAgreementOpenChange,
  );

  const navBar = <NavBar title={t('label.loanConfirm')} onBack={onBack} />;

  if (status === 'error') {
    return (
      <Page navBar={navBar}>
        <EmptyState
          role="alert"
          kind="error"
          text={t('error.title')}
          description={t('error.description')}
          actionLabel={onRetry ? t('common.retry') : undefined}
          onAction={onRetry}
        />
      </Page>
    );
  }

  if (status === 'loading' || !data) {
    return (
      <PageSkeleton
        navBar={navBar}
        label={t('loanConfirm.loading')}
        // The offer (product, amount, term and rate), what it costs, the repayment plan.
        cards={[
          { rows: ['media', 'amount', 'pair'] },
          { rows: ['title', 'pair'] },
          { rows: ['title', 'step', 'step', 'step'] },
        ]}
      />
    );
  }

  const summary = summarizeRepayPlan(data.repayPlans);
  const groups = breakdownGroups(data);
  const showPopup = shouldShowAgreementPopup(data) && popupOpen;
  // Server amounts are validated upstream, but a host may pass anything: show odd text as it is.
  const showMoney = (value: string) => (isNumericText(value) ? money(value) : value || '—');
  const refusal = confirmRefusal({ planComplete: summary !== null, agreed });
  const shownRefusal = refused !== null && refused === refusal ? refusal : null;

  const confirm = () => {
    if (confirming) return;
    setRefused(refusal);
    if (refusal === null) onConfirm?.();
    // Straight to what needs doing: the box to tick, or the plan's Try again.
    else if (refusal === 'consent') agreeBox.current?.focus();
    else planRetry.current?.focus();
  };

  return (
    <Page
      navBar={navBar}
      bottomBar={
        <BottomBar>
          <BarStack>
            {shownRefusal && (
              <Refusal role="alert" id={`${uid}-refusal`}>
                {t(shownRefusal === 'plan' ? 'loanConfirm.planMissing' : 'loanConfirm.consentRequired')}
              </Refusal>
            )}
            <Button
              block
              loading={confirming}
              aria-describedby={shownRefusal ? `${uid}-refusal` : undefined}
              onClick={confirm}
            >
              {t('common.confirm')}
            </Button>
          </BarStack>
        </BottomBar>
      }
    >
      <Card as="section" aria-labelledby={`${uid}-amount`}>
        <Product>
          <ProductLogo src={data.productLogo} name={data.productName} />
          <span>{data.productName}</span>
        </Product>
        <Hero>
          <Muted id={`${uid}-amount`}>{t('label.amount')}</Muted>
          <Amount>
            <WholeAmount>{showMoney(data.amount)}</WholeAmount>
          </Amount>
        </Hero>
        <Facts>
          <div>
            <dt>{t('label.term')}</dt>
            <dd>{t('label.days', { count: data.periods })}</dd>
          </div>
          <div>
            <dt>{t('label.rate')}</dt>
            <dd>{data.rateText || '—'}</dd>
          </div>
        </Facts>
      </Card>

      {summary && (
        <Card as="section" aria-labelledby={`${uid}-summary`}>
          <SectionTitle id={`${uid}-summary`}>{t('loanConfirm.summary')}</SectionTitle>
          <Summary>
            <div>
              <dt>{t('loanConfirm.total')}</dt>
              <dd>{money(summary.total)}</dd>
            </div>
          </Summary>
          <Muted>
            {summary.instalments === 1
              ? t('loanConfirm.onePayment')
              : t('loanConfirm.instalments', { count: summary.instalments })}
          </Muted>
        </Card>
      )}

      {groups.length > 0 && (
        <Card as="section" aria-labelledby={`${uid}-breakdown`}>
          <SectionTitle id={`${uid}-breakdown`}>{t('loanConfirm.breakdown')}</SectionTitle>
          {groups.map((rows, index) => (
            <Fragment key={index}>
              {index > 0 && <Divider />}
              <DetailRows rows={rows} />
            </Fragment>
          ))}
        </Card>
      )}

      <RepaymentPlanCard
        titleId={`${uid}-plan`}
        plans={summary === null ? null : data.repayPlans}
        onRetry={onRetry}
        retryRef={planRetry}
      />

      {/* Not the agreement's own title: the pop-up's frame is named that, and landmarks need distinct names. */}
      <Card as="section" aria-label={t('loanConfirm.agreements')}>
        <Checkbox ref={agreeBox} checked={agreed} onChange={setAgreed}>
          {agreementTitles.length === 0 ? t('loanConfirm.agreeAll') : t('loanConfirm.agreeListed')}
        </Checkbox>
        {agreementTitles.length > 0 && (
          <AgreementList>
            {agreementTitles.map((title, index) => (
              <li key={index}>
                <AgreementRow type="button" onClick={() => onOpenAgreement?.(index)}>
                  <span>{title}</span>
                  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                    <path
                      d="M8 5l5 5-5 5"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                </AgreementRow>
              </li>
            ))}
          </AgreementList>
        )}
        {data.note && <Muted>{data.note}</Muted>}
      </Card>

      <LoanAgreementPopup
        open={showPopup}
        title={data.popTitle || t('loanConfirm.agreementFallbackTitle')}
        content={data.popContent}
        url={data.popAgreementUrl}
        onCancel={onCancelAgreement}
        onAgree={() => setPopupOpen(false)}
      />
    </Page>
  );
}
