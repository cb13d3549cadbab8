import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { formatMoney } from '../../i18n/format';
import { expectWholeAmount, largeText, pastRightEdge } from '../../test-support/largeText';
import { storyText } from '../../test-support/storyText';
import {
  expectTotal,
  instalmentArgs,
  LATE_FEE,
  LocalisedInstalments,
  marketOf,
  pendingBoxes,
  planOf,
} from '../../test-support/stories/instalments';

const meta = {
  title: 'Repay/Instalments/Row states',
  component: LocalisedInstalments,
  args: instalmentArgs(),
} satisfies Meta<typeof LocalisedInstalments>;
export default meta;
type Story = StoryObj<typeof meta>;

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
    const first = rows[0]!.closest('[role="listitem"]')!;
    await expect(first).toHaveAttribute('data-dark');
    await expect(first).toHaveAttribute('data-overdue');
    await expect(rows[1]!.closest('[role="listitem"]')).not.toHaveAttribute('data-dark');
    await expect(rows[1]!.closest('[role="listitem"]')).not.toHaveAttribute('data-overdue');
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

/**
 * Large text on a small phone (146%: 246 CSS px). Every amount stays whole on one line: the total still to pay
 * shrinks to fit its card, a row's amount goes under the row's words, and the running total goes over Pay now.
 * Nothing runs past the screen's edge.
 */
export const LargeText: Story = {
  args: { periods: 4, paidCount: 1, firstDue: true },
  decorators: [largeText(1.46)],
  play: async ({ canvasElement }) => {
    const amounts = canvasElement.querySelectorAll<HTMLElement>('[data-amount], [data-selected-total]');
    await expect(amounts.length).toBeGreaterThan(4);
    for (const amount of amounts) await expectWholeAmount(amount, canvasElement);
    for (const row of canvasElement.querySelectorAll('[data-row="pending"]')) {
      const words = row.querySelector('[data-text]')!.getBoundingClientRect();
      await expect(row.querySelector('[data-amount]')!.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        words.bottom - 1,
      );
    }
    for (const button of within(canvasElement).getAllByRole('button')) {
      await expect(pastRightEdge(button, canvasElement)).toBe(0);
    }
  },
};
