import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import { PaymentRedirectScreen } from './PaymentRedirectScreen';

interface StoryArgs {
  status: 'opening' | 'refused' | 'error';
  onBackToCards: () => void;
  onCancel: () => void;
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
  args: { status: 'opening', onBackToCards: fn(), onCancel: fn(), onRetry: fn(), onBack: fn() },
} satisfies Meta<typeof Redirect>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The bank's page is being opened: "Taking you to your bank…" and Cancel, never a page without a way out. */
export const Opening: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status', { name: t('payway.redirecting') });
    await expect(within(status).getByRole('heading', { name: t('payway.redirecting') })).toBeVisible();
    await expect(status).toHaveTextContent(t('payway.redirectingText'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.cancel') }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onBackToCards).not.toHaveBeenCalled();
  },
};

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
