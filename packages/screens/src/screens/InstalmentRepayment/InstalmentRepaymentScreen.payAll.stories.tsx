import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  checkedCount,
  expectTotal,
  instalmentArgs,
  LocalisedInstalments,
  marketOf,
  payAllSwitch,
  payButton,
  pendingBoxes,
} from '../../test-support/stories/instalments';
import { storyText } from '../../test-support/storyText';

const meta = {
  title: 'Repay/Instalments/Pay all',
  component: LocalisedInstalments,
  args: instalmentArgs(),
} satisfies Meta<typeof LocalisedInstalments>;
export default meta;
type Story = StoryObj<typeof meta>;

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

/**
 * A 365-period plan is one list of 365 instalments to a screen reader, but the browser lays out only what is
 * near the screen: the first twelve rows, then blocks of twelve as they come near (`content-visibility` on
 * the block). A row is not a paint layer of its own (its real box is neither positioned nor translucent):
 * with 365 of them, every tap's hit tests and paint walked 730 layers (`npm run bench:plan`).
 */
export const LongPlanLaidOutInBlocks: Story = {
  name: '365 periods, laid out in blocks',
  args: { periods: 365, daily: true },
  play: async (context) => {
    const { canvasElement, globals } = context;
    const t = storyText({ globals });
    const list = within(canvasElement).getByRole('list', { name: t('repay.pendingTitle') });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(365);
    const later = (element: Element) => getComputedStyle(element).contentVisibility === 'auto';
    const blocks = [...list.children];
    await expect(blocks).toHaveLength(31);
    // The first block is laid out with the page; the last, short one (365 = 30 × 12 + 5) is too.
    await expect(blocks.map(later)).toEqual(blocks.map((_, i) => i > 0 && i < 30));
    await expect(rows.filter(later)).toHaveLength(0);
    for (const box of pendingBoxes(canvasElement, globals).slice(0, 13)) {
      const label = box.closest('label')!;
      await expect(getComputedStyle(label).position).toBe('static');
      await expect(getComputedStyle(box).position).toBe('static');
      await expect(getComputedStyle(box).opacity).toBe('1');
      await expect(getComputedStyle(box).appearance).toBe('none');
    }
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
