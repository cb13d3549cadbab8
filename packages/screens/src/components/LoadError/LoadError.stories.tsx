import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import { LoadError } from './LoadError';

const meta = {
  title: 'Kit/LoadError',
  component: LoadError,
  args: { onRetry: fn() },
} satisfies Meta<typeof LoadError>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A failed load: the generic message and Try again, announced. */
export const Failed: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(t('error.title'));
    await expect(alert).toHaveTextContent(t('error.description'));
    await userEvent.click(within(alert).getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Offline or timed out: says the connection is the problem. */
export const Offline: Story = {
  args: { offline: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(t('error.network'));
    await expect(alert).toHaveTextContent(t('emptyState.offlineDescription'));
  },
};

/** The server's message shows as text (markup in it is not interpreted). */
export const ServerMessage: Story = {
  args: { message: '<b>Order closed</b>' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('<b>Order closed</b>');
    await expect(alert.querySelector('b')).toBeNull();
  },
};

/** Nothing to retry: no button. */
export const NoRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
