// What the card repayment page's stories files share: the order, the mock backends, the play steps.
import type { StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { Locale, Market } from '@loan-h5/screens';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import PaywayPage from './PaywayPage';
import { clearBridge, recordingBridge } from './pageStoryDecorators';
import { locationOf, scenarioBackends, withLocationProbe } from './pageStoryLocation';

export const bridge = recordingBridge();
export const ORDER = '10001';
/** The order's first pending instalment in each market's mock plan (what the instalment page would send). */
export const AMOUNT: Record<Market, string> = { IN: '1818', ID: '522750' };
export const marketOf = (locale: unknown): Market => (locale === 'id' ? 'ID' : 'IN');
const url =
  (hash = '#/') =>
  (locale: Locale) =>
    `/payway?orderId=${ORDER}&amount=${AMOUNT[marketOf(locale)]}${hash}`;
/** A backend of its own per scenario, each back to its seed before every story. */
const { backend, reset: resetBackends, storeOf } = scenarioBackends();
export { backend, storeOf };
export const page = (hash?: string) => ({ page: { url: url(hash), bridge } });

/** The page with its address beside it, to follow hash changes. */
export const PageWithLocation = withLocationProbe(PaywayPage);
export const hashOf = (canvasElement: HTMLElement) => locationOf(canvasElement).hash;

/** Steps that go through the mock backend may take a while on a busy machine. */
export const WAIT = { timeout: 5000 };

/** The meta's `beforeEach` of every card repayment stories file. */
export function resetPaywayStory() {
  clearBridge(bridge);
  resetBackends();
  for (const key of Object.keys(sessionStorage))
    if (key.startsWith('loan-h5:payway:')) sessionStorage.removeItem(key);
}

type PlayContext = Parameters<NonNullable<StoryObj<typeof PageWithLocation>['play']>>[0];

/** The story's backend: its store, the calls it answered, the repayments it counts as paid. */
export function backendOf(context: PlayContext) {
  const store = storeOf(context);
  return {
    store,
    callsTo: (endpoint: string) => store.calls.filter((c) => c.endpoint === endpoint),
    paidRecords: (locale: unknown) =>
      [...store.for(marketOf(locale)).repayments.values()].filter((r) => r.paid),
  };
}

export async function chooseFirstCardAndPay({ canvasElement, globals }: PlayContext) {
  const t = storyText({ globals });
  const canvas = within(canvasElement);
  const group = await canvas.findByRole('radiogroup', { name: t('payway.cardsTitle') }, WAIT);
  await userEvent.click(within(group).getAllByRole('radio')[0]!);
  await userEvent.click(canvas.getByRole('button', { name: t('payway.pay') }));
}

export const codeField = async ({ canvasElement, globals }: PlayContext) =>
  within(canvasElement).findByRole('textbox', { name: storyText({ globals })('payway.codeLabel') }, WAIT);
