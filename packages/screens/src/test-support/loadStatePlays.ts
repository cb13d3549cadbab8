import { expect, userEvent, within } from 'storybook/test';
import type { MessageKey } from '../i18n/messages';
import { storyText } from './storyText';

interface PlayContext {
  canvasElement: HTMLElement;
  globals: Record<string, unknown>;
}

/** Play for a screen's loading story: the status line says what is loading (`common.loading` by default). */
export const showsLoading =
  (key: MessageKey = 'common.loading') =>
  async ({ canvasElement, globals }: PlayContext) => {
    const t = storyText({ globals });
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t(key));
  };

/** Play for a screen's load-error story: the error is announced and Try again calls `onRetry` once. */
export async function failsWithRetry({
  canvasElement,
  globals,
  args,
}: PlayContext & { args: { onRetry?: unknown } }) {
  const t = storyText({ globals });
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('alert')).toHaveTextContent(t('error.title'));
  await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
  await expect(args.onRetry).toHaveBeenCalledTimes(1);
}
