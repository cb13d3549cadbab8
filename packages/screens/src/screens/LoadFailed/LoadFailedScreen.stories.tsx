import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import { LoadFailedScreen } from './LoadFailedScreen';
import { inOwnFrame } from '../../test-support/docsFrame';

const meta = {
  title: 'App/Load failed',
  component: LoadFailedScreen,
  parameters: { docs: { story: inOwnFrame } },
  args: { onRetry: fn() },
} satisfies Meta<typeof LoadFailedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Crashed: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('error.title') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Offline: Story = {
  args: { offline: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await expect(within(canvasElement).getByRole('heading', { name: t('error.network') })).toBeVisible();
  },
};
