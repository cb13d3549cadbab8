import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import {
  localeOf,
  LocalisedCode,
  SERVER_MESSAGE,
  virtualAccountArgs,
} from '../../test-support/stories/virtualAccount';

const meta = {
  title: 'Repay/Virtual account/Errors',
  component: LocalisedCode,
  args: virtualAccountArgs(),
} satisfies Meta<typeof LocalisedCode>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No connection: said so, with Try again. */
export const Offline: Story = {
  args: { load: 'offline' },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(t('error.network'));
    await userEvent.click(within(alert).getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The server said no, in its own words (shown as text), with Try again. */
export const ServerMessage: Story = {
  args: { load: 'serverMessage' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(SERVER_MESSAGE[localeOf(globals)]);
    await expect(within(alert).getByRole('button', { name: t('common.retry') })).toBeVisible();
  },
};

/** Opened without an amount: a clear message, no Try again (nothing to retry), and the way back to the bill. */
export const MissingAmount: Story = {
  args: { load: 'noAmount' },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(t('repay.va.noAmount'));
    await expect(within(alert).queryByRole('button', { name: t('common.retry') })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: t('repay.va.backToBill') }));
    await expect(args.onBackToBill).toHaveBeenCalledTimes(1);
    await expect(within(canvasElement).getByRole('button', { name: t('common.back') })).toBeVisible();
  },
};
