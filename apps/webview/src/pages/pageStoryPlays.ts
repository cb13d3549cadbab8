import { expect, waitFor, within } from 'storybook/test';
import type { MessageKey } from '@loan-h5/screens';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';

/** How long a page story's `slow:` scenario keeps the page's data back (ms). */
export const SLOW_LOAD_MS = 1200;

/** The app's blocking "Loading…" mask (`CallsInFlight`), or null while it is down. */
export function loadingMask(canvasElement: HTMLElement): Element | null {
  return canvasElement.ownerDocument.querySelector('[data-loading-mask]');
}

/**
 * Play step for a page whose data is slow to come: the page draws its own skeleton and says what is
 * loading (`key`); the app's mask stays down, so the bar's Back still works.
 */
export async function loadsAsSkeleton(
  canvasElement: HTMLElement,
  globals: Record<string, unknown>,
  key: MessageKey,
) {
  const t = storyText({ globals });
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(t(key))).toBeInTheDocument();
  await expect(canvasElement.querySelector('[aria-busy="true"] [data-skeleton]')).toBeVisible();
  await expect(canvas.getByRole('button', { name: t('common.back') })).toBeVisible();
  await expect(loadingMask(canvasElement)).toBeNull();
}

/** Play step: the page's data has come, and the skeleton has made way for it. */
export async function skeletonGone(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('[data-skeleton]')).toBeNull(), {
    timeout: SLOW_LOAD_MS * 3,
  });
  await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull();
  await expect(loadingMask(canvasElement)).toBeNull();
}
