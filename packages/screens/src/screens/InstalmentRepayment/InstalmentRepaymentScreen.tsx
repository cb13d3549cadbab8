import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { LoadErrorPage } from '../../components/LoadError';
import { NavBar } from '../../components/NavBar';
import { BottomBar, Page } from '../../components/Page';
import { PageSkeleton } from '../../components/Skeleton';
import { WholeAmount } from '../../components/WholeAmount';
import { useControllableState } from '../../hooks/useControllableState';
import { useFormat, useText } from '../../i18n/LocaleProvider';
import { InstalmentPayBar } from './InstalmentPayBar';
import { PaidRow } from './InstalmentRow';
import { Disclosure, Done, Header, List, Section } from './InstalmentRepaymentScreen.styles';
import { isPlanLocked } from './instalmentRows';
import { LockedPlanNotice } from './LockedPlanNotice';
import { PendingList } from './PendingList';
import { PlanPicture } from './PlanPicture';
import {
  canPay,
  clampSelection,
  initialSelection,
  isPayAll,
  runningTotals,
  selectableCount,
  selectedTotal,
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
  /** Customer service, offered when nothing can be paid here (a locked plan). */
  onOpenCustomerService?: () => void;
}

export type InstalmentRepaymentScreenProps = InstalmentRepaymentCallbacks &
  (
    | { status: 'ready'; plan: InstalmentPlanData }
    | { status: 'loading' }
    | { status: 'error'; onRetry: () => void; offline?: boolean }
  );

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
  onOpenCustomerService,
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
  const locked = isPlanLocked(pending);
  const totals = useMemo(() => runningTotals(pending), [pending]);
  const stillToPay = totals?.[pending.length] ?? null;
  const total = totals?.[count] ?? null;
  const periods = pending.length + paid.length;
  const pictureLabel = t('repay.planPicture', { paid: paid.length, count: periods });

  // One handler for the plan's life, reading the latest selection: the memoised list is not rendered again
  // for a new function on every tap.
  const tapLatest = useRef((index: number) => setValue(tapInstalment(pending, count, index)));
  useLayoutEffect(() => {
    tapLatest.current = (index: number) => setValue(tapInstalment(pending, count, index));
  });
  const onTap = useCallback((index: number) => tapLatest.current(index), []);
  const pay = () => {
    if (total === null || !canPay(total) || paying) return;
    onPay?.(selectedTotal(pending, count));
  };
  // What a tap does not change is kept as it was (the same elements), so a tap renders the pay bar and the
  // list's count, not the total's card, the paid instalments or the note.
  const header = useMemo(
    () => (
      <Header as="section" aria-label={t('repay.total')}>
        <h2>{t('repay.total')}</h2>
        {stillToPay !== null && (
          <p data-total="" data-amount="">
            <WholeAmount>{money(stillToPay)}</WholeAmount>
          </p>
        )}
        {plan.productName && <p>{t('repay.product', { name: plan.productName })}</p>}
        <PlanPicture paid={paid.length} count={periods} label={pictureLabel} />
        <p>{pictureLabel}</p>
      </Header>
    ),
    [t, money, stillToPay, plan.productName, paid.length, periods, pictureLabel],
  );

  const paidSection = useMemo(
    () =>
      paid.length > 0 && (
        <Section as="section" aria-label={t('repay.paidTitle', { count: paid.length })}>
          <Disclosure
            type="button"
            aria-expanded={paidOpen}
            aria-controls={paidId}
            onClick={() => setPaidOpen((open) => !open)}
          >
            {t('repay.paidTitle', { count: paid.length })}
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path
                d="M4 6l4 4 4-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </Disclosure>
          <List id={paidId} hidden={!paidOpen}>
            {paidOpen && paid.map((item) => <PaidRow key={item.period} item={item} />)}
          </List>
        </Section>
      ),
    [t, paid, paidOpen, paidId],
  );

  const note = useMemo(
    () =>
      plan.note.trim() !== '' && (
        <Section as="section" aria-label={t('repay.noteTitle')}>
          <h2>{t('repay.noteTitle')}</h2>
          <p>{plan.note}</p>
        </Section>
      ),
    [t, plan.note],
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

  const payable = total !== null && canPay(total);
  const bottomBar = locked ? (
    onOpenCustomerService && (
      <BottomBar>
        <Button onClick={onOpenCustomerService} aria-describedby={`${pendingId}-locked`}>
          {t('repay.lockedAction')}
        </Button>
      </BottomBar>
    )
  ) : (
    <InstalmentPayBar
      showPayAll={tappable > 0}
      payAll={isPayAll(pending, count)}
      onTogglePayAll={() => setValue(togglePayAll(pending, count))}
      total={total}
      payable={payable}
      paying={paying}
      onPay={pay}
    />
  );

  return (
    <Page navBar={navBar} bottomBar={bottomBar}>
      {header}
      <Section as="section" aria-labelledby={pendingId}>
        <h2 id={pendingId}>{t('repay.pendingTitle')}</h2>
        {locked && <LockedPlanNotice id={`${pendingId}-locked`} />}
        <PendingList
          pending={pending}
          count={count}
          tappable={tappable}
          labelledBy={pendingId}
          onTap={onTap}
        />
      </Section>
      {paidSection}
      {note}
    </Page>
  );
}
