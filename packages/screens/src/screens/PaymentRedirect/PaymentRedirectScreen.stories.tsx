import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { showsLoading } from '../../test-support/loadStatePlays';
import { storyText } from '../../test-support/storyText';
import { PaymentRedirectScreen } from './PaymentRedirectScreen';

interface StoryArgs {
  status: 'opening' | 'refused' | 'error';
  onBackToCards: () => void;
  onRetry: () => void;
  onBack: () => void;
}

function Redirect({ status, onRetry, ...args }: StoryArgs) {
  if (status === 'error') return <PaymentRedirectScreen status="error" onRetry={onRetry} {...args} />;
  return <PaymentRedirectScreen status={status} {...args} />;
}

const meta = {
  title: 'Repay/Payment redirect',
  component: Redirect,
  args: { status: 'opening', onBackToCards: fn(), onRetry: fn(), onBack: fn() },
} satisfies Meta<typeof Redirect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Opening: Story = { play: showsLoading('payway.redirecting') };

/** The server's address is not http(s): refused in words, and the way back to paying by card. */
export const RedirectRefused: Story = {
  args: { status: 'refused' },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('payway.redirectRefusedTitle'));
    await userEvent.click(canvas.getByRole('button', { name: t('payway.backToCards') }));
    await expect(args.onBackToCards).toHaveBeenCalledTimes(1);
  },
};

/** The address could not be fetched: Try again. */
export const RedirectFailed: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('payway.redirectFailed'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
