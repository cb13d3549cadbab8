import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sumDecimalTexts } from '../../i18n/decimal';
import { formatMoney } from '../../i18n/format';
import { failsWithRetry, showsLoading } from '../../test-support/loadStatePlays';
import { storyText } from '../../test-support/storyText';
import {
  checkedCount,
  expectTotal,
  instalmentArgs,
  LocalisedInstalments,
  marketOf,
  payAllSwitch,
  payButton,
  pendingBoxes,
  planOf,
} from '../../test-support/stories/instalments';

// Plans of 1, 3 and 12 periods, all paid, loading and the load error; "pay all" on long plans and the rows the
// server marks (overdue, locked, its due-date line) are in InstalmentRepaymentScreen.payAll.stories.tsx and
// InstalmentRepaymentScreen.rowStates.stories.tsx.

const meta = {
  title: 'Repay/Instalments',
  component: LocalisedInstalments,
  args: instalmentArgs(),
} satisfies Meta<typeof LocalisedInstalments>;
export default meta;
type Story = StoryObj<typeof meta>;

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

export const Loading: Story = {
  args: { load: 'loading' },
  play: showsLoading('repay.loading'),
};

export const LoadError: Story = {
  name: 'Error',
  args: { load: 'error' },
  play: failsWithRetry,
};
