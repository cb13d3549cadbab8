import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import { tokenRgb } from '../../test-support/tokenRgb';
import { useText } from '../../i18n/LocaleProvider';
import { Button } from './Button';

const meta = {
  title: 'Kit/Button',
  component: Button,
  args: { onClick: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, display: 'grid', gap: 12, justifyItems: 'start' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Button copy comes from the dictionary so each story shows the active language. */
function Label({ k }: { k: 'label.repay' | 'common.cancel' | 'label.moreProducts' }) {
  return <>{useText()(k)}</>;
}

export const Primary: Story = {
  args: { children: <Label k="label.repay" /> },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('label.repay') }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: <Label k="common.cancel" /> } };

export const Text: Story = { args: { variant: 'text', children: <Label k="label.moreProducts" /> } };

export const Block: Story = { args: { block: true, children: <Label k="label.repay" /> } };

export const Disabled: Story = {
  args: { disabled: true, children: <Label k="label.repay" /> },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await expect(getComputedStyle(button).backgroundColor).toBe(tokenRgb(button, 'disabled'));
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** The spinner takes the label's place; the label keeps the width and stays the name screen readers hear. */
export const Loading: Story = {
  args: { loading: true, block: true, children: <Label k="label.repay" /> },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const button = within(canvasElement).getByRole('button', { name: t('label.repay') });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(within(button).getByText(t('label.repay'))).not.toBeVisible();
    await expect(getComputedStyle(button).backgroundColor).toBe(tokenRgb(button, 'brand'));
    // The spinner sits in the middle of the button.
    const box = button.getBoundingClientRect();
    const spinner = button.querySelector('[aria-hidden="true"]')!.getBoundingClientRect();
    await expect(Math.abs(spinner.x + spinner.width / 2 - (box.x + box.width / 2))).toBeLessThan(1);
    await expect(Math.abs(spinner.y + spinner.height / 2 - (box.y + box.height / 2))).toBeLessThan(1);
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/**
 * Loading wins over a caller's `aria-disabled` (as on loan confirmation, where Confirm is also
 * disabled until the box is ticked): the brand colour stays, so it reads as working, not refused.
 */
export const LoadingWhileDisabled: Story = {
  args: { loading: true, 'aria-disabled': true, children: <Label k="label.repay" /> },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const button = within(canvasElement).getByRole('button', { name: t('label.repay') });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(getComputedStyle(button).backgroundColor).toBe(tokenRgb(button, 'brand'));
    await expect(getComputedStyle(button).color).toBe(tokenRgb(button, 'on-brand'));
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Secondary keeps its outline and brand-coloured spinner while loading. */
export const SecondaryLoading: Story = {
  args: { variant: 'secondary', loading: true, children: <Label k="common.cancel" /> },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const button = within(canvasElement).getByRole('button', { name: t('common.cancel') });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(getComputedStyle(button).borderTopColor).toBe(tokenRgb(button, 'brand'));
    await expect(getComputedStyle(button.querySelector('[aria-hidden="true"]')!).borderTopColor).toBe(
      tokenRgb(button, 'brand'),
    );
  },
};
