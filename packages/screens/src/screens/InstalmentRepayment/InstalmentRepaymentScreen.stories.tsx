import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sumDecimalTexts } from '../../i18n/decimal';
import { formatLocalDate, formatMinorUnits, formatMoney } from '../../i18n/format';
import { penaltySchedule } from '../LoanTerms/loanTermsRules';
import { marketForLocale, useLocale, type Locale } from '../../i18n/LocaleProvider';
import type { Market } from '../../theme/markets';
import { storyText } from '../../test-support/storyText';
import { failsWithRetry, showsLoading } from '../../test-support/loadStatePlays';
import { InstalmentRepaymentScreen, type InstalmentPlanData } from './InstalmentRepaymentScreen';
import type { InstalmentItem } from './selection';

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
const LATE_FEE: Record<Market, string> = {
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

function LocalisedInstalments({
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

const meta = {
  title: 'Repay/Instalments',
  component: LocalisedInstalments,
  args: {
    periods: 3,
    paidCount: 0,
    onBack: fn(),
    onPay: fn(),
    onSelectedChange: fn(),
    onRetry: fn(),
    onOpenCustomerService: fn(),
  },
} satisfies Meta<typeof LocalisedInstalments>;
export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const marketOf = (globals: Record<string, unknown>): Market =>
  globals.market === 'IN' || globals.market === 'ID'
    ? globals.market
    : marketForLocale(globals.locale === 'id' ? 'id' : 'en');

/** The plan the story shows, as the play sees it (same data as the render). */
const planOf = ({ globals, args }: PlayContext) =>
  storyPlan(globals.locale === 'id' ? 'id' : 'en', marketOf(globals), args);

const pendingBoxes = (canvasElement: HTMLElement, globals: Record<string, unknown>) => {
  const t = storyText({ globals });
  const list = within(canvasElement).getByRole('list', { name: t('repay.pendingTitle') });
  return within(list).getAllByRole('checkbox');
};
const checkedCount = (boxes: HTMLElement[]) => boxes.filter((b) => (b as HTMLInputElement).checked).length;

/** The running total in the bottom bar is exactly the money form of the first `count` pending amounts. */
async function expectTotal(context: PlayContext, count: number) {
  const { canvasElement, globals } = context;
  const plan = planOf(context);
  const sum = sumDecimalTexts(plan.pending.slice(0, count).map((i) => i.totalAmount));
  const shown = canvasElement.querySelector('[data-selected-total]');
  await expect(shown?.textContent).toBe(formatMoney(sum, marketOf(globals)));
  return sum;
}

const payButton = ({ canvasElement, globals }: PlayContext) =>
  within(canvasElement).getByRole('button', { name: storyText({ globals })('repay.payNow') });
const payAllSwitch = ({ canvasElement, globals }: PlayContext) =>
  within(canvasElement).getByRole('switch', { name: storyText({ globals })('repay.payAll') });

/** A plan of one period: the one instalment is selected, "pay all" is on, Pay sends its amount. */
export const OnePeriod: Story = {
  name: '1 period',
  args: { periods: 1 },
  play: async (context) => {
    const boxes = pendingBoxes(context.canvasElement, context.globals);
    await expect(boxes).toHaveLength(1);
    await expect(boxes[0]).toBeChecked();
    await expect(payAllSwitch(context)).toBeChecked();
    // Tapping the checked first instalment does nothing.
    await userEvent.click(boxes[0]!);
    await expect(boxes[0]).toBeChecked();
    await expect(context.args.onSelectedChange).not.toHaveBeenCalled();
    const sum = await expectTotal(context, 1);
    await userEvent.click(payButton(context));
    await expect(context.args.onPay).toHaveBeenCalledWith(sum);
  },
};

/** Three periods: selecting the 3rd checks all three; unchecking the 2nd clears it and the 3rd. */
export const ThreePeriods: Story = {
  name: '3 periods',
  args: { periods: 3 },
  play: async (context) => {
    const { canvasElement, globals, args } = context;
    const t = storyText({ globals });
    const boxes = pendingBoxes(canvasElement, globals);
    const plan = planOf(context);
    // Each box is named by its period, amount and due date.
    await expect(boxes[2]).toHaveAccessibleName(new RegExp(`^${t('repay.instalment', { period: 3 })}, .+, `));
    await expect(boxes[2]!.getAttribute('aria-label')).toContain(
      formatMoney(plan.pending[2]!.totalAmount, marketOf(globals)),
    );
    await expect(checkedCount(boxes)).toBe(1);
    await expectTotal(context, 1);
    // What is still to pay is the headline: full-strength text, not the muted colour of the lines under it.
    const header = canvasElement.querySelector<HTMLElement>('[data-total]')!;
    const productLine = header.parentElement!.querySelector('p:not([data-total])')!;
    await expect(getComputedStyle(header).color).not.toBe(getComputedStyle(productLine).color);
    await userEvent.click(boxes[2]!);
    await expect(checkedCount(boxes)).toBe(3);
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(3);
    await expect(payAllSwitch(context)).toBeChecked();
    const all = await expectTotal(context, 3);
    await expect(all).toBe(marketOf(globals) === 'IN' ? '5450' : '4550000');
    await userEvent.click(boxes[1]!);
    await expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([true, false, false]);
    await expectTotal(context, 1);
    await userEvent.click(boxes[0]!);
    await expect(checkedCount(boxes)).toBe(1);
    await userEvent.click(boxes[1]!);
    const two = await expectTotal(context, 2);
    await userEvent.click(payButton(context));
    await expect(args.onPay).toHaveBeenCalledWith(two);
  },
};

/** Twelve periods, four paid: the plan drawn 4 of 12, the paid ones folded until opened. */
export const TwelvePeriods: Story = {
  name: '12 periods, 4 paid',
  args: { periods: 12, paidCount: 4 },
  play: async (context) => {
    const { canvasElement, globals } = context;
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: t('repay.planPicture', { paid: 4, count: 12 }) }),
    ).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-part="paid"]')).toHaveLength(4);
    await expect(pendingBoxes(canvasElement, globals)).toHaveLength(8);
    const plan = planOf(context);
    const stillToPay = sumDecimalTexts(plan.pending.map((i) => i.totalAmount));
    await expect(canvasElement.querySelector('[data-total]')?.textContent).toBe(
      formatMoney(stillToPay, marketOf(globals)),
    );
    const disclosure = canvas.getByRole('button', { name: t('repay.paidTitle', { count: 4 }) });
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(t('repay.instalment', { period: 1 }))).not.toBeInTheDocument();
    await userEvent.click(disclosure);
    await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(t('repay.instalment', { period: 1 }))).toBeVisible();
    // Paid instalments cannot be selected.
    const paidList = canvasElement.querySelector(
      `#${CSS.escape(disclosure.getAttribute('aria-controls')!)}`,
    )!;
    await expect(within(paidList as HTMLElement).queryAllByRole('checkbox')).toHaveLength(0);
    await userEvent.click(disclosure);
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    // The server's note is shown as text.
    await expect(canvas.getByRole('region', { name: t('repay.noteTitle') })).toHaveTextContent(plan.note);
  },
};

/** A 365-period plan (daily): tapping the last period checks all 365 and the total is exact. */
export const LongPlan365: Story = {
  name: '365 periods',
  args: { periods: 365, daily: true },
  play: async (context) => {
    const { canvasElement, globals, args } = context;
    const boxes = pendingBoxes(canvasElement, globals);
    await expect(boxes).toHaveLength(365);
    boxes[364]!.scrollIntoView();
    await userEvent.click(boxes[364]!);
    await expect(checkedCount(boxes)).toBe(365);
    const all = await expectTotal(context, 365);
    await expect(all).toBe(marketOf(globals) === 'IN' ? '663084.54' : '553595400');
    await userEvent.click(boxes[99]!);
    await expect(checkedCount(boxes)).toBe(99);
    await expectTotal(context, 99);
    await userEvent.click(payAllSwitch(context));
    await expect(checkedCount(boxes)).toBe(365);
    await userEvent.click(payButton(context));
    await expect(args.onPay).toHaveBeenCalledWith(all);
  },
};

/** Nothing left to pay: a clear done state, the plan drawn full, no Pay and no "pay all". */
export const AllPaid: Story = {
  name: 'All paid',
  args: { periods: 3, paidCount: 3 },
  play: async (context) => {
    const { canvasElement, globals } = context;
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('repay.allPaidTitle') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('repay.payNow') })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('switch')).not.toBeInTheDocument();
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
    await expect(canvasElement.querySelectorAll('[data-part="pending"]')).toHaveLength(0);
    // The plan is drawn as the thin bar it is in the total's card, its paid periods in the brand colour (not
    // the done card's 96 px icon size, not unstyled black).
    const bar = canvasElement.querySelector<SVGSVGElement>('[data-plan-picture]')!;
    await expect(bar.getBoundingClientRect().height).toBe(12);
    const paidFill = getComputedStyle(bar.querySelector('[data-part="paid"]')!).fill;
    await expect(paidFill).not.toBe('rgb(0, 0, 0)');
    await expect(canvas.getByRole('button', { name: t('repay.paidTitle', { count: 3 }) })).toBeVisible();
  },
};

/** "Pay all" on: every period checked with the full total; off again leaves only the first. */
export const PayAllOn: Story = {
  name: 'Pay all on',
  args: { periods: 12, paidCount: 2, defaultSelected: 10 },
  play: async (context) => {
    const { canvasElement, globals, args } = context;
    const boxes = pendingBoxes(canvasElement, globals);
    const toggle = payAllSwitch(context);
    await expect(toggle).toBeChecked();
    await expect(checkedCount(boxes)).toBe(10);
    const all = await expectTotal(context, 10);
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(checkedCount(boxes)).toBe(1);
    await expectTotal(context, 1);
    await userEvent.click(toggle);
    await expect(checkedCount(boxes)).toBe(10);
    await userEvent.click(payButton(context));
    await expect(args.onPay).toHaveBeenCalledWith(all);
  },
};

/**
 * The first pending instalment is overdue (status 500, 5 days late on the server row): the row stands out in
 * the warning colour and says "5 days late · late fee Rs. 1,454.15"; its amount, with the fee, is dark and bold;
 * the server's own wording of the same days is not shown a second time.
 */
export const Status500: Story = {
  name: 'Status 500 (overdue)',
  args: { periods: 6, paidCount: 1, firstDue: true },
  play: async (context) => {
    const { canvasElement, globals } = context;
    const t = storyText({ globals });
    const market = marketOf(globals);
    const rows = canvasElement.querySelectorAll<HTMLElement>('[data-row="pending"]');
    const first = rows[0]!.closest('li')!;
    await expect(first).toHaveAttribute('data-dark');
    await expect(first).toHaveAttribute('data-overdue');
    await expect(rows[1]!.closest('li')).not.toHaveAttribute('data-dark');
    await expect(rows[1]!.closest('li')).not.toHaveAttribute('data-overdue');
    const weight = (row: Element) => getComputedStyle(row.querySelector('[data-amount]')!).fontWeight;
    await expect(Number(weight(rows[0]!))).toBeGreaterThan(Number(weight(rows[1]!)));
    const colour = (row: Element) => getComputedStyle(row.querySelector('[data-amount]')!).color;
    await expect(colour(rows[0]!)).not.toBe(colour(rows[1]!));
    // "5 days late · late fee Rs. 1,454.15", in the warning colour (the amount too).
    const late = rows[0]!.querySelector<HTMLElement>('[data-late]')!;
    await expect(late.textContent).toBe(
      t('repay.lateFee', {
        late: t('repay.lateDays', { days: 5 }),
        fee: formatMoney(LATE_FEE[market], market),
      }),
    );
    await expect(late).toBeVisible();
    await expect(getComputedStyle(late).color).toBe(colour(rows[0]!));
    await expect(getComputedStyle(late).color).not.toBe(
      getComputedStyle(rows[0]!.querySelector('[data-text] > span')!).color,
    );
    // Said once: the server's "5 days late, late fee …" is not repeated under it.
    const plan = planOf(context);
    await expect(rows[0]!.textContent).not.toContain(plan.pending[0]!.description);
    // The terms' late fee: Rs. 1,000 + 5 × 5 % of Rs. 1,816.67; Rp 1.517 × 5 days.
    await expect(late.textContent).toMatch(globals.locale === 'id' ? /Rp\s7\.585/ : /Rs\.\s1,454\.15/);
    // A screen reader hears it with the box's name.
    const boxes = pendingBoxes(canvasElement, globals);
    await expect(boxes[0]!.getAttribute('aria-label')).toContain(late.textContent);
    await expectTotal(context, 1);
    await expect(boxes[0]).toBeChecked();
  },
};

/** The server's line on upcoming instalments only repeats their due date: the date is shown once, never as ISO. */
export const DueDateNotRepeated: Story = {
  name: 'Server line repeats the due date',
  args: { periods: 3, repeatDueDate: true },
  play: async (context) => {
    const { canvasElement, globals } = context;
    const t = storyText({ globals });
    const plan = planOf(context);
    const rows = canvasElement.querySelectorAll<HTMLElement>('[data-row="pending"]');
    await expect(rows).toHaveLength(3);
    for (const [i, row] of [...rows].entries()) {
      await expect(row.textContent).not.toContain(plan.pending[i]!.dueTime);
      await expect(row.querySelector('small')).toBeNull();
      await expect(row.textContent).toContain(t('repay.due', { date: '' }).trim());
    }
  },
};

/**
 * Nobody can pay this plan here yet (`canClick` 0 on every instalment): the screen says why and what to do —
 * customer service — instead of "Total to pay Rs. 0"; the instalments stay readable, their boxes off.
 */
export const NotSelectable: Story = {
  name: 'Not selectable (canClick 0)',
  args: { periods: 3, selectable: false },
  play: async (context) => {
    const { canvasElement, globals, args } = context;
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const boxes = pendingBoxes(canvasElement, globals);
    for (const box of boxes) await expect(box).toBeDisabled();
    await expect(canvas.getByRole('heading', { name: t('repay.lockedTitle') })).toBeVisible();
    await expect(canvas.getByText(t('repay.locked'))).toBeVisible();
    // No total of 0, no Pay, no "pay all": the one action is customer service.
    await expect(canvasElement.querySelector('[data-selected-total]')).toBeNull();
    await expect(canvas.queryByText(t('repay.selectedTotal'))).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('repay.payNow') })).toBeNull();
    await expect(canvas.queryByRole('switch')).toBeNull();
    const service = canvas.getByRole('button', { name: t('repay.lockedAction') });
    await expect(service).toHaveAccessibleDescription(new RegExp(t('repay.lockedTitle')));
    await userEvent.click(service);
    await expect(args.onOpenCustomerService).toHaveBeenCalledTimes(1);
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { load: 'loading' },
  play: showsLoading('repay.loading'),
};

export const LoadError: Story = {
  name: 'Error',
  args: { load: 'error' },
  play: failsWithRetry,
};
