import { expect, userEvent, within } from 'storybook/test';
import type { MessageKey } from '../i18n/messages';
import { storyText } from './storyText';

interface PlayContext {
  canvasElement: HTMLElement;
  globals: Record<string, unknown>;
}

/**
 * Play for a screen's loading story (the kit's one page-loading pattern): one status line says what is
 * loading (`common.loading` by default), the page is busy, keeps its title bar and shows cards shaped like
 * its content (hidden from screen readers), and no mask blocks it (that is for a submit only).
 */
export const showsLoading =
  (key: MessageKey = 'common.loading') =>
  async ({ canvasElement, globals }: PlayContext) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(t(key));
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    const skeleton = canvasElement.querySelector('[data-skeleton]');
    await expect(skeleton).toBeVisible();
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton?.querySelectorAll('[data-skeleton-card]').length).toBeGreaterThan(0);
    await expect(canvasElement.ownerDocument.querySelector('[data-loading-mask]')).toBeNull();
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
