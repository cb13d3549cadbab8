import { Fragment, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { AgreementFrame } from '../../components/AgreementFrame';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Checkbox } from '../../components/Checkbox';
import { DetailRows } from '../../components/DetailRows';
import { EmptyState } from '../../components/EmptyState';
import { Modal } from '../../components/Modal';
import { NavBar } from '../../components/NavBar';
import { BottomBar, Page } from '../../components/Page';
import { ProductLogo } from '../../components/ProductLogo';
import { PageSkeleton } from '../../components/Skeleton';
import { useFormat, useText } from '../../i18n/LocaleProvider';
import { cardTitleText, headlineAmountText, mutedText } from '../../theme/textStyles';
import { color, font, radius, size, space } from '../../theme/tokens';
import { shouldShowAgreementPopup } from './agreementPopup';
import { breakdownGroups, type LoanBreakdownRow } from './breakdownRows';
import { useControllableState } from '../../hooks/useControllableState';
import { confirmRefusal, type ConfirmRefusal } from './confirmRefusal';
import { isNumericText, summarizeRepayPlan, type RepayPlanItem } from './loanSummary';

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

const SectionTitle = styled.h2`
  ${cardTitleText}
`;

const Product = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.md};
  min-width: 0;
  font-size: ${font.size.md};
  font-weight: ${font.weight.medium};
  overflow-wrap: anywhere;
`;

const Hero = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  padding: ${space.sm} 0;
  text-align: center;
`;

const Muted = styled.p`
  ${mutedText}
`;

const Amount = styled.p`
  ${headlineAmountText}
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  margin: 0;
  border-top: 1px solid ${color.border};
  padding-top: ${space.md};

  & > div {
    display: flex;
    flex-direction: column;
    gap: ${space.xxs};
    min-width: 0;
    padding-inline: ${space.sm};
    text-align: center;
  }
  & > div + div {
    border-left: 1px solid ${color.border};
  }
  dt {
    color: ${color['text-muted']};
    font-size: ${font.size.sm};
  }
  dd {
    margin: 0;
    font-size: ${font.size.md};
    font-weight: ${font.weight.bold};
    overflow-wrap: anywhere;
  }
`;

// Side by side on most phones; stacked at 320 px so a Rupiah amount is not split over two lines.
const Summary = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(136px, 1fr));
  gap: ${space.sm};
  margin: 0;

  & > div {
    display: flex;
    flex-direction: column;
    gap: ${space.xxs};
    min-width: 0;
    padding: ${space.md};
    border-radius: ${radius.md};
    background: ${color['brand-soft']};
  }
  dt {
    color: ${color['text-muted']};
    font-size: ${font.size.sm};
  }
  dd {
    margin: 0;
    font-size: ${font.size.lg};
    font-weight: ${font.weight.bold};
    line-height: ${font.lineHeight.tight};
    overflow-wrap: anywhere;
  }
`;

const Divider = styled.hr`
  margin: 0;
  border: 0;
  border-top: 1px dashed ${color.border};
`;

// A vertical timeline: a numbered dot per instalment, joined by a line to the next one.
const Timeline = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    position: relative;
    display: grid;
    grid-template-columns: 24px minmax(0, 1fr);
    column-gap: ${space.md};
    padding-bottom: ${space.lg};
  }
  & > li:last-child {
    padding-bottom: 0;
  }
  & > li:not(:last-child)::before {
    content: '';
    position: absolute;
    top: 28px;
    bottom: 4px;
    left: 11px;
    width: 2px;
    border-radius: 1px;
    background: ${color.border};
  }
`;

const Dot = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  background: ${color.brand};
  color: ${color['on-brand']};
  font-size: ${font.size.xs};
  font-weight: ${font.weight.bold};
`;

const Instalment = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  column-gap: ${space.sm};
  row-gap: ${space.xxs};
  align-items: baseline;
  min-width: 0;
  line-height: ${font.lineHeight.tight};

  & > [data-part='date'] {
    font-size: ${font.size.md};
    font-weight: ${font.weight.medium};
    overflow-wrap: anywhere;
  }
  & > [data-part='amount'] {
    font-size: ${font.size.md};
    font-weight: ${font.weight.bold};
    text-align: right;
    overflow-wrap: anywhere;
  }
  & > [data-part='description'] {
    grid-column: 1 / -1;
    ${mutedText}
  }
`;

// Each agreement is a full-width row under the box: a 44 px target of its own, far from the tick.
const AgreementList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${color.border};

  & > li + li {
    border-top: 1px solid ${color.border};
  }
`;

const AgreementRow = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  width: 100%;
  min-height: ${size.touch};
  padding: ${space.sm} 0;
  border: 0;
  background: none;
  color: ${color.brand};
  font: inherit;
  font-weight: ${font.weight.medium};
  line-height: ${font.lineHeight.tight};
  text-align: start;
  cursor: pointer;
  overflow-wrap: anywhere;

  & > svg {
    flex: none;
    width: 20px;
    height: 20px;
  }
`;

// Says why Confirm sent nothing; brand-neutral danger text on the bar, announced when it appears.
const Refusal = styled.p`
  margin-bottom: ${space.sm};
  color: ${color.danger};
  font-size: ${font.size.sm};
  font-weight: ${font.weight.medium};
  line-height: ${font.lineHeight.normal};
  text-align: center;
`;

const PlanMissing = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space.sm};
  color: ${color.text};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};
`;

// As tall as the dialog allows (its title, text, hint and buttons take about 310 px), so the agreement's
// first clause shows at 320x640; the fade along the bottom edge shows that the frame scrolls (its document
// is another origin, so its scroll position cannot be read).
const PopupFrame = styled(AgreementFrame)`
  position: relative;
  height: 300px;
  height: min(460px, max(200px, calc(100dvh - 310px)));
  margin-inline: calc(-1 * ${space.lg});
  border-block: 1px solid ${color.border};

  &::after {
    content: '';
    position: absolute;
    inset: auto 0 0;
    height: 32px;
    background: linear-gradient(rgba(255, 255, 255, 0), ${color.surface});
    pointer-events: none;
  }
`;

const PopupText = styled.p`
  color: ${color['text-muted']};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};
`;

// Above the frame, where it is always in view; the arrow points into the document.
const ScrollHint = styled.p`
  display: flex;
  align-items: center;
  gap: ${space.xs};
  margin-block: ${space.xs} ${space.sm};
  color: ${color['text-muted']};
  font-size: ${font.size.xs};
  line-height: ${font.lineHeight.tight};

  & > svg {
    flex: none;
    width: 14px;
    height: 14px;
  }
`;

const BarStack = styled.div`
  display: flex;
  flex-direction: column;
  min-height: ${size.touch};
`;

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
  const { money, date } = useFormat();
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
  const showDate = (value: string) => {
    try {
      return date(value);
    } catch {
      return value || '—';
    }
  };
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
          <Amount>{showMoney(data.amount)}</Amount>
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

      <Card as="section" aria-labelledby={`${uid}-plan`}>
        <SectionTitle id={`${uid}-plan`}>{t('label.repaymentPlan')}</SectionTitle>
        {summary === null ? (
          // A partial plan is not shown either: the borrower agrees to all of it or to none.
          <PlanMissing>
            <p>{t('loanConfirm.planMissing')}</p>
            {onRetry && (
              <Button ref={planRetry} variant="secondary" onClick={onRetry}>
                {t('common.retry')}
              </Button>
            )}
          </PlanMissing>
        ) : (
          <Timeline>
            {data.repayPlans.map((item, index) => (
              <li key={index}>
                <Dot aria-hidden="true">{index + 1}</Dot>
                <Instalment>
                  <span data-part="date">{showDate(item.payTime)}</span>
                  <span data-part="amount">{showMoney(item.amount)}</span>
                  {item.description && <span data-part="description">{item.description}</span>}
                </Instalment>
              </li>
            ))}
          </Timeline>
        )}
      </Card>

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

      <Modal
        open={showPopup}
        // A choice is required: neither Esc nor the mask closes it.
        onClose={() => undefined}
        closeOnEsc={false}
        closeOnMaskClick={false}
        // The agreement's name once, as the dialog's title; the frame below is named after it too.
        title={data.popTitle || t('loanConfirm.agreementFallbackTitle')}
        footer={
          <>
            <Button variant="secondary" onClick={onCancelAgreement}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => setPopupOpen(false)}>{t('loanConfirm.agree')}</Button>
          </>
        }
      >
        {data.popContent && <PopupText>{data.popContent}</PopupText>}
        <ScrollHint>
          <svg viewBox="0 0 14 14" aria-hidden="true" focusable="false">
            <path
              d="M7 2v9m-4-4 4 4 4-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
            />
          </svg>
          {t('loanConfirm.agreementScrollHint')}
        </ScrollHint>
        <PopupFrame
          url={data.popAgreementUrl}
          title={data.popTitle || t('loanConfirm.agreementFallbackTitle')}
          hideHeading
        />
      </Modal>
    </Page>
  );
}
