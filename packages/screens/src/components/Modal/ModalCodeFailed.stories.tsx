import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import { ModalCodeFailed } from './ModalCodeFailed';

/**
 * What a screen's modal shows instead when its code did not download (offline since the page opened, or a
 * deploy took the file away): the tap that opens it says so, with Try again (the host's `onRetryCode`, a
 * reload in the app) and Close, at the bottom of the screen.
 */
const meta = {
  title: 'Kit/Modal/Code did not download',
  component: ModalCodeFailed,
  args: { onRetry: fn(), onClose: fn() },
} satisfies Meta<typeof ModalCodeFailed>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TryAgainOrClose: Story = {
  play: async ({ args, globals }) => {
    const t = storyText({ globals });
    const notice = await screen.findByRole('alert');
    await expect(notice).toHaveTextContent(t('error.network'));
    await userEvent.click(within(notice).getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(within(notice).getByRole('button', { name: t('common.close') }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
