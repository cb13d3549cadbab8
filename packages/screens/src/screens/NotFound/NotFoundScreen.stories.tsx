import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '../../test-support/storyText';
import { NotFoundScreen } from './NotFoundScreen';
import { inOwnFrame } from '../../test-support/docsFrame';

const meta = {
  title: 'App/Not found',
  component: NotFoundScreen,
  parameters: { docs: { story: inOwnFrame } },
} satisfies Meta<typeof NotFoundScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Inside the native app: "Close" (and the bar's back arrow) closes the webview, back to the app. */
export const InApp: Story = {
  args: { onClose: fn() },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('notFound.title') })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('notFound.description'));
    await expect(canvas.queryByRole('button', { name: t('common.goHome') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('common.close') }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t('common.back') }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** In a browser (no app to return to): "Back to home" (and the back arrow) goes to the site's home. */
export const InBrowser: Story = {
  args: { onGoHome: fn() },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('notFound.title') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('common.close') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('common.goHome') }));
    await expect(args.onGoHome).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t('common.back') }));
    await expect(args.onGoHome).toHaveBeenCalledTimes(2);
  },
};
