import { memo, useId, useMemo, useState, type ChangeEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { AmountCard } from '../../components/AmountCard';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { LoadErrorPage } from '../../components/LoadError';
import { NavBar } from '../../components/NavBar';
import { BottomBar, Page } from '../../components/Page';
import { ResultCard } from '../../components/ResultCard';
import { PageSkeleton } from '../../components/Skeleton';
import { useControllableState } from '../../hooks/useControllableState';
import { isNumericText, sumDecimalTexts } from '../../i18n/decimal';
import { useFormat, useText } from '../../i18n/LocaleProvider';
import { cardTitleText, mutedText } from '../../theme/textStyles';
import { color, font, radius, size, space } from '../../theme/tokens';
import {
  canPay,
  clampSelection,
  initialSelection,
  isPayAll,
  selectableCount,
  selectedTotal,
  STATUS_DARK,
  tapInstalment,
  togglePayAll,
  type InstalmentItem,
} from './selection';

/** The plan as `loan-play-detail` gives it (same shape as the api's `InstalmentPlan`). */
export interface InstalmentPlanData {
  productName: string;
  /** The server's count of instalments still to pay. */
  waitingCount: number;
  /** The server's note, shown as text. */
  note: string;
  pending: InstalmentItem[];
  paid: InstalmentItem[];
}

interface InstalmentRepaymentCallbacks {
  onBack?: () => void;
  /**
   * How many pending instalments are checked, from the first (selections are always a run from the
   * first: see `selection.ts`). Controlled; `defaultSelected` for uncontrolled use (by default the first
   * when it can be selected).
   */
  selected?: number;
  defaultSelected?: number;
  onSelectedChange?: (count: number) => void;
  /** Pay now, with the checked instalments' exact total as numeric text ("3633.34"); never called for 0. */
  onPay?: (total: string) => void;
  /** A payment is being started: Pay now shows a spinner. */
  paying?: boolean;
}

export type InstalmentRepaymentScreenProps = InstalmentRepaymentCallbacks &
  (
    | { status: 'ready'; plan: InstalmentPlanData }
    | { status: 'loading' }
    | { status: 'error'; onRetry: () => void; offline?: boolean }
  );

/** An exact sum, or null when some amount is not numeric text (a host's data): never a partial figure. */
function safeSum(texts: readonly string[]): string | null {
  return texts.every(isNumericText) ? sumDecimalTexts(texts) : null;
}

const Header = styled(AmountCard)`
  & > p {
    margin: 0;
    color: ${color['text-muted']};
    font-size: ${font.size.sm};
    overflow-wrap: anywhere;
  }
`;

/** The plan's bar keeps its own look wherever it is drawn (the total's card, the all-paid card). */
const PlanBar = styled.svg`
  display: block;
  flex: none;
  width: 100%;
  height: 12px;
  margin-top: ${space.sm};

  & [data-part='paid'] {
    fill: ${color.brand};
  }
  & [data-part='pending'] {
    fill: ${color.disabled};
  }
`;

const Section = styled(Card)`
  gap: 0;
  padding-block: ${space.sm};

  & > h2 {
    padding-block: ${space.sm};
    ${cardTitleText}
  }
  & > p {
    margin: 0;
    ${mutedText}
  }
`;

const Disclosure = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  width: 100%;
  min-height: ${size.touch};
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  color: ${color.text};
  font: inherit;
  font-size: ${font.size.md};
  font-weight: ${font.weight.bold};
  text-align: start;
  cursor: pointer;
  touch-action: manipulation;

  & > svg {
    flex: none;
    transition: transform 120ms;
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
  &:focus-visible {
    outline: 2px solid ${color.brand};
    outline-offset: 2px;
  }
`;

// One stylesheet for every row: a row's state is in data-* attributes and :checked, so rendering 365 rows
// generates no CSS and a tap re-renders only the rows whose state changed (memoised rows).
const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    border-top: 1px solid ${color.border};
    /* Long plans: rows off screen are not laid out or painted until scrolled to. */
    content-visibility: auto;
    contain-intrinsic-size: auto 72px;
  }
  & > li:first-child {
    border-top: 0;
  }
  & [data-row] {
    position: relative;
    display: flex;
    align-items: center;
    gap: ${space.md};
    min-height: ${size.touch};
    padding-block: ${space.md};
    color: ${color.text};
    cursor: pointer;
    touch-action: manipulation;
    -webkit-tap-highlight-color: transparent;
  }
  & [data-row] > input {
    position: absolute;
    top: 50%;
    left: 0;
    width: 20px;
    height: 20px;
    margin: -10px 0 0;
    opacity: 0;
    cursor: inherit;
  }
  & [data-box] {
    flex: none;
    display: flex;
    width: 20px;
    height: 20px;
    align-items: center;
    justify-content: center;
    border: 2px solid ${color['control-border']};
    border-radius: ${radius.sm};
    background: ${color.surface};
    color: transparent;
  }
  & input:checked + [data-box] {
    border-color: ${color.brand};
    background: ${color.brand};
    color: ${color['on-brand']};
  }
  & input:focus-visible + [data-box] {
    outline: 2px solid ${color.brand};
    outline-offset: 2px;
  }
  & input:disabled + [data-box] {
    border-color: ${color.disabled};
    background: ${color.disabled};
  }
  & input:disabled ~ * {
    cursor: not-allowed;
  }
  & [data-text] {
    display: flex;
    flex: 1 1 auto;
    flex-direction: column;
    min-width: 0;
    font-size: ${font.size.sm};
    line-height: ${font.lineHeight.normal};
    overflow-wrap: anywhere;
  }
  & [data-text] > strong {
    font-size: ${font.size.md};
    font-weight: ${font.weight.medium};
  }
  & [data-text] > small {
    color: ${color['text-muted']};
    font-size: ${font.size.xs};
  }
  & [data-amount] {
    flex: none;
    max-width: 50%;
    color: ${color['text-muted']};
    font-size: ${font.size.md};
    font-weight: ${font.weight.medium};
    text-align: end;
    overflow-wrap: anywhere;
  }
  & [data-dark] [data-amount] {
    color: ${color.text};
    font-weight: ${font.weight.bold};
  }
  & [data-row='paid'] {
    cursor: default;
  }
  & [data-row='paid'] [data-amount] {
    text-decoration: line-through;
  }
`;

const BarSummary = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;

  & > label {
    position: relative;
    display: flex;
    align-items: center;
    gap: ${space.sm};
    min-height: ${size.touch};
    font-size: ${font.size.sm};
    cursor: pointer;
    touch-action: manipulation;
  }
  & > label > input {
    position: absolute;
    top: 50%;
    left: 0;
    width: 36px;
    height: 20px;
    margin: -10px 0 0;
    opacity: 0;
    cursor: inherit;
  }
  & [data-track] {
    position: relative;
    flex: none;
    width: 36px;
    height: 20px;
    border-radius: ${radius.pill};
    background: ${color['control-border']};
    transition: background-color 120ms;
  }
  & [data-track]::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${color.surface};
    transition: transform 120ms;
  }
  & input:checked + [data-track] {
    background: ${color.brand};
  }
  & input:checked + [data-track]::after {
    transform: translateX(16px);
  }
  & input:focus-visible + [data-track] {
    outline: 2px solid ${color.brand};
    outline-offset: 2px;
  }
  & > p {
    margin: 0;
    color: ${color['text-muted']};
    font-size: ${font.size.xs};
  }
  & > p > [data-selected-total] {
    display: block;
    color: ${color.text};
    font-size: ${font.size.lg};
    font-weight: ${font.weight.bold};
    line-height: ${font.lineHeight.tight};
  }
`;

const Done = styled(ResultCard)`
  & > [data-part='icon'] {
    width: 96px;
    height: 96px;
  }
`;

const TICK = (
  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
    <path
      d="M3.5 8.5l3 3 6-7"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/** Most segments drawn one per period; a longer plan is drawn as one paid and one pending length. */
const MAX_SEGMENTS = 60;

/** The plan drawn as a bar: one segment per period, paid ones in the brand colour. */
const PlanPicture = memo(function PlanPicture({
  paid,
  count,
  label,
}: {
  paid: number;
  count: number;
  label: string;
}) {
  const width = 300;
  if (count === 0) return null;
  const parts: ReactNode[] = [];
  if (count <= MAX_SEGMENTS) {
    const gap = count > 24 ? 1 : 3;
    const w = (width - gap * (count - 1)) / count;
    for (let i = 0; i < count; i++)
      parts.push(
        <rect
          key={i}
          data-part={i < paid ? 'paid' : 'pending'}
          x={i * (w + gap)}
          y={0}
          width={w}
          height={12}
          rx={Math.min(3, w / 2)}
        />,
      );
  } else {
    const paidWidth = (width * paid) / count;
    parts.push(
      <rect key="pending" data-part="pending" x={0} y={0} width={width} height={12} rx={6} />,
      <rect key="paid" data-part="paid" x={0} y={0} width={paidWidth} height={12} rx={6} />,
    );
  }
  return (
    <PlanBar
      role="img"
      aria-label={label}
      data-plan-picture={`${paid}/${count}`}
      viewBox={`0 0 ${width} 12`}
      preserveAspectRatio="none"
    >
      {parts}
    </PlanBar>
  );
});

/** An instalment's amount and due date as the borrower reads them (a host's non-numeric amount as sent). */
function useInstalmentFigures(item: InstalmentItem) {
  const { money, date } = useFormat();
  return {
    amount: isNumericText(item.totalAmount) ? money(item.totalAmount) : item.amountText,
    due: date(item.dueTime),
  };
}

/** One pending instalment: a real checkbox named "Instalment 3, Rs. 1,816.67, due 11 Jun 2026". */
const PendingRow = memo(function PendingRow({
  item,
  index,
  checked,
  disabled,
}: {
  item: InstalmentItem;
  index: number;
  checked: boolean;
  disabled: boolean;
}) {
  const t = useText();
  const { amount, due } = useInstalmentFigures(item);
  return (
    <li data-dark={item.status === STATUS_DARK || undefined}>
      <label data-row="pending">
        <input
          type="checkbox"
          data-index={index}
          checked={checked}
          disabled={disabled}
          onChange={ignore}
          aria-label={t('repay.instalmentName', { period: item.period, amount, date: due })}
        />
        <span data-box="" aria-hidden="true">
          {TICK}
        </span>
        <span data-text="">
          <strong>{t('repay.instalment', { period: item.period })}</strong>
          {due && <span>{t('repay.due', { date: due })}</span>}
          {item.description && <small>{item.description}</small>}
        </span>
        <span data-amount="">{amount}</span>
      </label>
    </li>
  );
});

/** The row's own change handler does nothing: the list handles every row's change in one place. */
function ignore() {}

const PaidRow = memo(function PaidRow({ item }: { item: InstalmentItem }) {
  const t = useText();
  const { amount, due } = useInstalmentFigures(item);
  return (
    <li data-dark={item.status === STATUS_DARK || undefined}>
      <div data-row="paid">
        <span data-text="">
          <strong>{t('repay.instalment', { period: item.period })}</strong>
          {item.description ? (
            <span>{item.description}</span>
          ) : (
            due && <span>{t('repay.due', { date: due })}</span>
          )}
        </span>
        <span data-amount="">{amount}</span>
      </div>
    </li>
  );
});

/**
 * Instalment repayment (spec screen 17): what is still to pay, the plan drawn, the pending instalments to
 * check (a run from the first: `selection.ts`), the paid ones folded, the server's note, and a bottom bar
 * with "pay all", the running total and Pay now.
 */
export function InstalmentRepaymentScreen(props: InstalmentRepaymentScreenProps) {
  const t = useText();
  const title = <NavBar title={t('repay.billTitle')} onBack={props.onBack} />;

  if (props.status === 'loading') {
    return (
      <PageSkeleton
        navBar={title}
        label={t('repay.loading')}
        // The total with the plan's bar, then the instalments.
        cards={[
          { rows: ['amount', 'text'], align: 'center' },
          { rows: ['title', 'step', 'step', 'step', 'step'] },
          { rows: ['title'] },
        ]}
      />
    );
  }
  if (props.status === 'error') {
    return <LoadErrorPage navBar={title} offline={props.offline} onRetry={props.onRetry} />;
  }
  return <InstalmentRepaymentReady {...props} navBar={title} />;
}

function InstalmentRepaymentReady({
  plan,
  navBar,
  selected,
  defaultSelected,
  onSelectedChange,
  onPay,
  paying,
}: InstalmentRepaymentCallbacks & { plan: InstalmentPlanData; navBar: ReactNode }) {
  const t = useText();
  const { money } = useFormat();
  const pendingId = useId();
  const paidId = useId();
  const [paidOpen, setPaidOpen] = useState(false);
  const { pending, paid } = plan;
  const [value, setValue] = useControllableState(
    selected,
    defaultSelected ?? initialSelection(pending),
    onSelectedChange,
  );
  const count = clampSelection(pending, value);
  const tappable = selectableCount(pending);
  const stillToPay = useMemo(() => safeSum(pending.map((item) => item.totalAmount)), [pending]);
  const total = useMemo(() => safeSum(pending.slice(0, count).map((i) => i.totalAmount)), [pending, count]);
  const periods = pending.length + paid.length;
  const pictureLabel = t('repay.planPicture', { paid: paid.length, count: periods });

  const onListChange = (event: ChangeEvent<HTMLOListElement>) => {
    const index = Number((event.target as HTMLElement).dataset.index);
    if (Number.isInteger(index)) setValue(tapInstalment(pending, count, index));
  };
  const pay = () => {
    if (total === null || !canPay(total) || paying) return;
    onPay?.(selectedTotal(pending, count));
  };

  const header = (
    <Header as="section" aria-label={t('repay.total')}>
      <h2>{t('repay.total')}</h2>
      {stillToPay !== null && (
        <p data-total="" data-amount="">
          {money(stillToPay)}
        </p>
      )}
      {plan.productName && <p>{t('repay.product', { name: plan.productName })}</p>}
      <PlanPicture paid={paid.length} count={periods} label={pictureLabel} />
      <p>{pictureLabel}</p>
    </Header>
  );

  const paidSection = paid.length > 0 && (
    <Section as="section" aria-label={t('repay.paidTitle', { count: paid.length })}>
      <Disclosure
        type="button"
        aria-expanded={paidOpen}
        aria-controls={paidId}
        onClick={() => setPaidOpen((open) => !open)}
      >
        {t('repay.paidTitle', { count: paid.length })}
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Disclosure>
      <List id={paidId} hidden={!paidOpen}>
        {paidOpen && paid.map((item) => <PaidRow key={item.period} item={item} />)}
      </List>
    </Section>
  );

  const note = plan.note.trim() !== '' && (
    <Section as="section" aria-label={t('repay.noteTitle')}>
      <h2>{t('repay.noteTitle')}</h2>
      <p>{plan.note}</p>
    </Section>
  );

  if (pending.length === 0) {
    return (
      <Page navBar={navBar}>
        <Done as="section" aria-label={t('repay.allPaidTitle')} data-all-paid="">
          <svg data-part="icon" viewBox="0 0 96 96" aria-hidden="true">
            <circle data-part="disc" cx="48" cy="48" r="46" />
            <path
              data-part="tick"
              d="M28 50l13 13 27-30"
              strokeWidth="7"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <h2>{t('repay.allPaidTitle')}</h2>
          <p>{t('repay.allPaidText')}</p>
          <PlanPicture paid={paid.length} count={periods} label={pictureLabel} />
        </Done>
        {paidSection}
        {note}
      </Page>
    );
  }

  const payAll = isPayAll(pending, count);
  const payable = total !== null && canPay(total);
  const bottomBar = (
    <BottomBar
      summary={
        <BarSummary>
          {tappable > 0 && (
            <label>
              <input
                type="checkbox"
                role="switch"
                checked={payAll}
                onChange={() => setValue(togglePayAll(pending, count))}
              />
              <span data-track="" aria-hidden="true" />
              {t('repay.payAll')}
            </label>
          )}
          <p aria-live="polite">
            {t('repay.selectedTotal')}
            <span data-selected-total="">{money(total ?? '0')}</span>
          </p>
        </BarSummary>
      }
    >
      <Button onClick={pay} aria-disabled={!payable || undefined} loading={paying}>
        {t('repay.payNow')}
      </Button>
    </BottomBar>
  );

  return (
    <Page navBar={navBar} bottomBar={bottomBar}>
      {header}
      <Section as="section" aria-labelledby={pendingId}>
        <h2 id={pendingId}>{t('repay.pendingTitle')}</h2>
        {tappable === 0 && <p>{t('repay.locked')}</p>}
        <List aria-labelledby={pendingId} onChange={onListChange}>
          {pending.map((item, index) => (
            <PendingRow
              key={item.period}
              item={item}
              index={index}
              checked={index < count}
              disabled={index >= tappable}
            />
          ))}
        </List>
      </Section>
      {paidSection}
      {note}
    </Page>
  );
}
