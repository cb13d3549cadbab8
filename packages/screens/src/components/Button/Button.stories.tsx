import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
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
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, block: true, children: <Label k="label.repay" /> },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const button = within(canvasElement).getByRole('button', { name: t('label.repay') });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
