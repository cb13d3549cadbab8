import { expect, fn, waitFor, within } from 'storybook/test';
import type { Locale } from '../../i18n/LocaleProvider';

/** The story language, for the fixtures in it. */
export const storyLocale = (globals: Record<string, unknown>): Locale =>
  globals.locale === 'id' ? 'id' : 'en';

/** The controls both complaint entries' stories share: which orders, the load state, the callbacks. */
export interface EntryStoryArgs<Choice> {
  load?: 'ready' | 'loading' | 'error';
  defaultOrderListOpen?: boolean;
  onBack: () => void;
  onMyComplaints: () => void;
  onChoose: (choice: Choice) => void;
  onOrderChange: (orderNo: string) => void;
  onRetry: () => void;
  onCustomerService?: () => void;
}

/** Every callback a spy, so a play can check what the entry asked the app for. */
export const entryStorySpies = () => ({
  onBack: fn(),
  onMyComplaints: fn(),
  onChoose: fn(),
  onOrderChange: fn(),
  onRetry: fn(),
});

/** The order list once it has popped in (it fades in from transparent). */
export async function shownDialog(canvasElement: HTMLElement, name: string) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}
