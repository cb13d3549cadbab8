// The Repay/Instalments stories' plans, screen wrapper and selection checks, shared by
// screens/InstalmentRepayment/InstalmentRepaymentScreen*.stories.tsx (excluded from the published package).
import { expect, fn, within } from 'storybook/test';
import { sumDecimalTexts } from '../../i18n/decimal';
import { formatLocalDate, formatMinorUnits, formatMoney } from '../../i18n/format';
import { penaltySchedule } from '../../screens/LoanTerms/loanTermsRules';
import { marketForLocale, useLocale, type Locale } from '../../i18n/LocaleProvider';
import type { Market } from '../../theme/markets';
import { storyText } from '../storyText';
import {
  InstalmentRepaymentScreen,
  type InstalmentPlanData,
} from '../../screens/InstalmentRepayment/InstalmentRepaymentScreen';
import type { InstalmentItem } from '../../screens/InstalmentRepayment/selection';

interface StoryArgs {
  /** Periods in the plan. */
  periods: number;
  /** How many are paid already. */
  paidCount: number;
  /** The first pending instalment is due now (status 500, amount dark, with a late fee). */
  firstDue?: boolean;
  /** The server's `canClick` for the pending instalments. */
  selectable?: boolean;
  /** Daily periods (a long plan) instead of monthly. */
  daily?: boolean;
  /** The server's `repayDes` on upcoming instalments only repeats their due date ("Due on 2026-04-11"). */
  repeatDueDate?: boolean;
  defaultSelected?: number;
  load?: 'ready' | 'loading' | 'error';
  onBack: () => void;
  onPay: (total: string) => void;
  onSelectedChange: (count: number) => void;
  onRetry: () => void;
  onOpenCustomerService: () => void;
}

/** An instalment's amount as the server sends it: India Rs. 5,450 in 3 (1,816.67 + 1,816.67 + 1,816.66). */
function amountOf(market: Market, index: number, periods: number): string {
  if (market === 'ID') return index === periods - 1 ? '1516600' : '1516700';
  return index === periods - 1 ? '1816.66' : '1816.67';
}

function dueOf(index: number, daily: boolean): string {
  const d = new Date(Date.UTC(2026, 2, 11));
  if (daily) d.setUTCDate(d.getUTCDate() + index);
  else d.setUTCMonth(d.getUTCMonth() + index);
  return d.toISOString().slice(0, 10);
}

/**
 * The late fee on the first instalment, 5 days late, by the loan terms' rule (the mock backend's
 * `lateFeeMinor` agrees): India Rs. 1,000 once plus 5 % of Rs. 1,816.67 a day (the terms' own
 * `penaltySchedule`); Indonesia 0.1 % of Rp 1.516.700 a day, in whole rupiah (Rp 1.517 × 5).
 */
export const LATE_FEE: Record<Market, string> = {
  IN: formatMinorUnits(penaltySchedule(181_667, 'new', [5])[0]!.penaltiesMinor),
  ID: '7585',
};

function storyPlan(locale: Locale, market: Market, args: StoryArgs): InstalmentPlanData {
  const id = locale === 'id';
  const items = Array.from({ length: args.periods }, (_, i): InstalmentItem => {
    const dueTime = dueOf(i, args.daily ?? false);
    const isPaid = i < args.paidCount;
    const due = !isPaid && i === args.paidCount && (args.firstDue ?? false);
    const base = amountOf(market, i, args.periods);
    const totalAmount = due ? sumDecimalTexts([base, LATE_FEE[market]]) : base;
    const upcoming = id ? `Jatuh tempo ${dueTime}` : `Due on ${dueTime}`;
    return {
      period: i + 1,
      totalAmount,
      amountText: formatMoney(totalAmount, market),
      selectable: !isPaid && (args.selectable ?? true),
      status: isPaid ? 200 : due ? 500 : 0,
      description: isPaid
        ? id
          ? `Lunas pada ${formatLocalDate(dueTime, 'id')}`
          : `Paid on ${formatLocalDate(dueTime, 'en')}`
        : due
          ? id
            ? `Terlambat 5 hari, denda ${formatMoney(LATE_FEE[market], market)}`
            : `5 days late, late fee ${formatMoney(LATE_FEE[market], market)}`
          : args.repeatDueDate
            ? upcoming
            : '',
      dueTime,
      ...(due && { overdueDays: 5, lateFee: LATE_FEE[market] }),
    };
  });
  return {
    productName: id ? 'RupiahKu' : 'CreditBee',
    waitingCount: args.periods - args.paidCount,
    note: id
      ? 'Pembayaran diproses dalam 5 menit. Bayar tepat waktu untuk menjaga skor kredit Anda.'
      : 'A payment is processed within 5 minutes. Pay on time to keep a good credit score.',
    pending: items.slice(args.paidCount),
    paid: items.slice(0, args.paidCount),
  };
}

export function LocalisedInstalments({
  load = 'ready',
  onRetry,
  onBack,
  onPay,
  onSelectedChange,
  onOpenCustomerService,
  ...args
}: StoryArgs) {
  const { locale, market } = useLocale();
  if (load === 'loading') return <InstalmentRepaymentScreen status="loading" onBack={onBack} />;
  if (load === 'error') return <InstalmentRepaymentScreen status="error" onRetry={onRetry} onBack={onBack} />;
  return (
    <InstalmentRepaymentScreen
      status="ready"
      plan={storyPlan(locale, market, {
        ...args,
        onRetry,
        onBack,
        onPay,
        onSelectedChange,
        onOpenCustomerService,
      })}
      defaultSelected={args.defaultSelected}
      onBack={onBack}
      onPay={onPay}
      onSelectedChange={onSelectedChange}
      onOpenCustomerService={onOpenCustomerService}
    />
  );
}

/** The meta args of every Repay/Instalments stories file (fresh spies for each). */
export const instalmentArgs = () => ({
  periods: 3,
  paidCount: 0,
  onBack: fn(),
  onPay: fn(),
  onSelectedChange: fn(),
  onRetry: fn(),
  onOpenCustomerService: fn(),
});

/** What the selection checks read of a play's context. */
export interface PlayContext {
  canvasElement: HTMLElement;
  globals: Record<string, unknown>;
  args: StoryArgs;
}

export const marketOf = (globals: Record<string, unknown>): Market =>
  globals.market === 'IN' || globals.market === 'ID'
    ? globals.market
    : marketForLocale(globals.locale === 'id' ? 'id' : 'en');

/** The plan the story shows, as the play sees it (same data as the render). */
export const planOf = ({ globals, args }: PlayContext) =>
  storyPlan(globals.locale === 'id' ? 'id' : 'en', marketOf(globals), args);

export const pendingBoxes = (canvasElement: HTMLElement, globals: Record<string, unknown>) => {
  const t = storyText({ globals });
  const list = within(canvasElement).getByRole('list', { name: t('repay.pendingTitle') });
  return within(list).getAllByRole('checkbox');
};
export const checkedCount = (boxes: HTMLElement[]) =>
  boxes.filter((b) => (b as HTMLInputElement).checked).length;

/** The running total in the bottom bar is exactly the money form of the first `count` pending amounts. */
export async function expectTotal(context: PlayContext, count: number) {
  const { canvasElement, globals } = context;
  const plan = planOf(context);
  const sum = sumDecimalTexts(plan.pending.slice(0, count).map((i) => i.totalAmount));
  const shown = canvasElement.querySelector('[data-selected-total]');
  await expect(shown?.textContent).toBe(formatMoney(sum, marketOf(globals)));
  return sum;
}

export const payButton = ({ canvasElement, globals }: PlayContext) =>
  within(canvasElement).getByRole('button', { name: storyText({ globals })('repay.payNow') });
export const payAllSwitch = ({ canvasElement, globals }: PlayContext) =>
  within(canvasElement).getByRole('switch', { name: storyText({ globals })('repay.payAll') });
