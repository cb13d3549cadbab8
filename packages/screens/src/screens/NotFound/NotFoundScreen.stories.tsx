import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import { NotFoundScreen } from './NotFoundScreen';

const meta = { title: 'App/Not found', component: NotFoundScreen } satisfies Meta<typeof NotFoundScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('notFound.title') })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithWayHome: Story = {
  args: { onGoHome: fn() },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('common.goHome') }));
    await expect(args.onGoHome).toHaveBeenCalledTimes(1);
  },
};
