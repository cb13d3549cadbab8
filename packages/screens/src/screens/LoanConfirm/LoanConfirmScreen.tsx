import { Fragment, useId, useState } from 'react';
import styled from 'styled-components';
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
import { Spinner } from '../../components/Spinner';
import { useFormat, useText } from '../../i18n/LocaleProvider';
import { color, font, radius, size, space } from '../../theme/tokens';
import { shouldShowAgreementPopup } from './agreementPopup';
import { breakdownGroups, type LoanBreakdownRow } from './breakdownRows';
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
  /** The agreement titles (the `contract` reply); each is a link. */
  agreementTitles?: readonly string[];
  /** A title was tapped: its position in `agreementTitles`. */
  onOpenAgreement?: (index: number) => void;
  /** The agreement box; ticked by default. */
  agreed?: boolean;
  defaultAgreed?: boolean;
  onAgreedChange?: (agreed: boolean) => void;
  /** Confirm tapped with the box ticked. Never called while unticked or while `confirming`. */
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

/** A value the host may drive (`value`) or leave to the screen (`defaultValue`); `onChange` only on a real change. */
function useControllable<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void) {
  const [inner, setInner] = useState(defaultValue);
  const current = value === undefined ? inner : value;
  const set = (next: T) => {
    if (Object.is(next, current)) return;
    if (value === undefined) setInner(next);
    onChange?.(next);
  };
  return [current, set] as const;
}

const SectionTitle = styled.h2`
  font-size: ${font.size.md};
  font-weight: ${font.weight.bold};
  line-height: ${font.lineHeight.tight};
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
  color: ${color['text-muted']};
  font-size: ${font.size.sm};
  line-height: ${font.lineHeight.normal};
  overflow-wrap: anywhere;
`;

const Amount = styled.p`
  font-size: ${font.size.amount};
  font-weight: ${font.weight.bold};
  line-height: ${font.lineHeight.tight};
  overflow-wrap: anywhere;
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
    color: ${color['text-muted']};
    font-size: ${font.size.sm};
    line-height: ${font.lineHeight.normal};
    overflow-wrap: anywhere;
  }
`;

// Agreement titles sit inside the check box's label; as buttons there they open without toggling the box.
const AgreementLink = styled.button`
  display: inline;
  padding: 0;
  border: 0;
  background: none;
  color: ${color.brand};
  font: inherit;
  font-weight: ${font.weight.medium};
  text-align: inherit;
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
  overflow-wrap: anywhere;
`;

const Hint = styled.p`
  color: ${color.warning};
  font-size: ${font.size.sm};
  text-align: center;
  margin-bottom: ${space.sm};
`;

const Centered = styled.div`
  flex: 1 1 auto;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space.md};
  min-height: 240px;
  color: ${color['text-muted']};
  font-size: ${font.size.sm};
`;

const PopupFrame = styled(AgreementFrame)`
  height: min(420px, 55dvh);
  margin-inline: calc(-1 * ${space.lg});
  border-top: 1px solid ${color.border};
`;

const PopupText = styled.p`
  margin-bottom: ${space.md};
  color: ${color['text-muted']};
  font-size: ${font.size.sm};
`;

const BarStack = styled.div`
  display: flex;
  flex-direction: column;
  min-height: ${size.touch};
`;

/**
 * Loan confirmation (spec screen 19): the offer with the amount first, what it costs, the repayment
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
  defaultAgreed = true,
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
  const [agreed, setAgreed] = useControllable(agreedProp, defaultAgreed, onAgreedChange);
  const [popupOpen, setPopupOpen] = useControllable(
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
      <Page navBar={navBar} aria-busy="true">
        <Centered role="status">
          <Spinner data-size="lg" />
          {t('loanConfirm.loading')}
        </Centered>
      </Page>
    );
  }

  const summary = summarizeRepayPlan(data.repayPlans, data.amount);
  const groups = breakdownGroups(data);
  const showPopup = shouldShowAgreementPopup(data) && popupOpen;
  // Server amounts are validated upstream, but a host may pass anything: show odd text as it is.
  const showMoney = (value: string) => (isNumericText(value) ? money(value) : value || '—');

  return (
    <Page
      navBar={navBar}
      bottomBar={
        <BottomBar>
          <BarStack>
            {!agreed && <Hint id={`${uid}-hint`}>{t('loanConfirm.agreeHint')}</Hint>}
            <Button
              block
              loading={confirming}
              aria-disabled={!agreed || confirming || undefined}
              aria-describedby={agreed ? undefined : `${uid}-hint`}
              onClick={agreed ? onConfirm : undefined}
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
            {summary.cost !== null && (
              <div>
                <dt>{t('loanConfirm.cost')}</dt>
                <dd>{money(summary.cost)}</dd>
              </div>
            )}
          </Summary>
          {summary.cost !== null && <Muted>{t('loanConfirm.costNote')}</Muted>}
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
        {data.repayPlans.length === 0 ? (
          <Muted>{t('loanConfirm.planMissing')}</Muted>
        ) : (
          <Timeline>
            {data.repayPlans.map((item, index) => (
              <li key={index}>
                <Dot aria-hidden="true">{index + 1}</Dot>
                <Instalment>
                  <span data-part="date">{item.payTime || '—'}</span>
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
        <Checkbox checked={agreed} onChange={setAgreed}>
          {agreementTitles.length === 0 ? (
            t('loanConfirm.agreeAll')
          ) : (
            <>
              {t('loanConfirm.agreeTo')}{' '}
              {agreementTitles.map((title, index) => (
                <span key={index}>
                  {index > 0 && ', '}
                  <AgreementLink type="button" onClick={() => onOpenAgreement?.(index)}>
                    {title}
                  </AgreementLink>
                </span>
              ))}
            </>
          )}
        </Checkbox>
        {data.note && <Muted>{data.note}</Muted>}
      </Card>

      <Modal
        open={showPopup}
        // A choice is required: neither Esc nor the mask closes it.
        onClose={() => undefined}
        closeOnEsc={false}
        closeOnMaskClick={false}
        title={t('loanConfirm.agreementModalTitle')}
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
        <PopupFrame
          url={data.popAgreementUrl}
          title={data.popTitle || t('loanConfirm.agreementFallbackTitle')}
          headingLevel={3}
        />
      </Modal>
    </Page>
  );
}
