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

const ORDER_CLOSED = {
  en: '<b>Order closed</b><img src=x onerror=alert(1)>',
  id: '<b>Pesanan ditutup</b><img src=x onerror=alert(1)>',
};

/**
 * The server's message in the borrower's language, its bold drawn as bold (`ServerText`): no tag shows,
 * an image with onerror is dropped.
 */
export const ServerMessage: Story = {
  render: (args, { globals }) => (
    <LoadError {...args} message={globals.locale === 'id' ? ORDER_CLOSED.id : ORDER_CLOSED.en} />
  ),
  play: async ({ canvasElement, globals }) => {
    const alert = within(canvasElement).getByRole('alert');
    const words = globals.locale === 'id' ? 'Pesanan ditutup' : 'Order closed';
    await expect(alert).toHaveTextContent(words);
    await expect(alert).not.toHaveTextContent('<b>');
    await expect(alert.querySelector('b')).toHaveTextContent(words);
    await expect(alert.querySelector('img')).toBeNull();
  },
};

/** Nothing to retry: no button. */
export const NoRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
