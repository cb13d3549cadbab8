import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
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
