import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { amountMarketOfLang, createApiClient, instalmentPlan, readPageContext } from '@loan-h5/api';
import { createMockStore, handlersFor } from '@loan-h5/api/mocks';
import { formatMoney, langFlagForLocale, type Market } from '@loan-h5/screens';
import { sumDecimalTexts } from '../../../../packages/screens/src/i18n/decimal';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import { writeStored } from '../lib/storedValue';
import InstalmentRepaymentPage from './InstalmentRepaymentPage';
import { clearBridge, recordingBridge, withPage, type PageStoryParameters } from './pageStoryDecorators';
import { locationOf, withLocationProbe } from './pageStoryLocation';
import { loadsAsSkeleton, skeletonGone, SLOW_LOAD_MS } from './pageStoryPlays';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';

const bridge = recordingBridge();
// One backend per scenario, each back to its seed before every story.
const repaying = createMockStore();
const overdue = createMockStore();
const repaid = createMockStore();
const notPayable = createMockStore();

const ORDER = { productId: '1', orderId: '10001' };
const page = (url: string): { page: PageStoryParameters } => ({ page: { url, bridge } });
const backend = (scenario: string, store?: ReturnType<typeof createMockStore>) => ({
  msw: { handlers: { backend: handlersFor(scenario, store) } },
});

/** The page with its address beside it: where its in-app navigation went. */
const PageWithLocation = withLocationProbe(InstalmentRepaymentPage);

/** The plan the mock backend answers this story with, read through the same endpoint the page calls. */
async function planFromBackend(globals: Record<string, unknown>) {
  const lang = langFlagForLocale(globals.locale === 'id' ? 'id' : 'en');
  const client = createApiClient({
    config: { apiOrigin: '', generalBase: '/gateway' },
    page: readPageContext(''),
    market: amountMarketOfLang(lang),
    fetch: (input, init) =>
      fetch(
        typeof input === 'string' ? `${input}${input.includes('?') ? '&' : '?'}lang=${lang}` : input,
        init,
      ),
  });
  return client.call(instalmentPlan, ORDER);
}

const marketOf = (globals: Record<string, unknown>): Market => (globals.locale === 'id' ? 'ID' : 'IN');

/** The real /repayPlan container against the mock backend. */
const meta = {
  title: 'App/Instalment repayment page',
  component: PageWithLocation,
  decorators: [withPage],
  parameters: {
    ...page(`/repayPlan?productId=${ORDER.productId}&orderId=${ORDER.orderId}`),
    docs: { story: inOwnFrame },
  },
  beforeEach: () => {
    clearBridge(bridge);
    for (const store of [repaying, overdue, repaid, notPayable]) store.reset();
  },
} satisfies Meta<typeof PageWithLocation>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Status 174: the plan loads with the first instalment selected; selecting a later pending period checks
 * every one up to it; Pay clears the stored method and opens /that with their exact sum, without separators.
 */
export const SelectAndPay: Story = {
  parameters: backend('orderStatus:174', repaying),
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const plan = await planFromBackend(globals);
    // Up to three pending periods are selected (the mock's plan for this order has fewer).
    await expect(plan.pending.length).toBeGreaterThanOrEqual(2);
    const k = Math.min(3, plan.pending.length);
    const list = await canvas.findByRole('list', { name: t('repay.pendingTitle') });
    const boxes = within(list).getAllByRole('checkbox');
    await expect(boxes).toHaveLength(plan.pending.length);
    await expect(boxes.map((b) => (b as HTMLInputElement).checked).filter(Boolean)).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1, name: t('repay.billTitle') })).toBeVisible();
    // The paid ones are folded behind their disclosure.
    const disclosure = canvas.getByRole('button', {
      name: t('repay.paidTitle', { count: plan.paid.length }),
    });
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(boxes[k - 1]!);
    await expect(boxes.slice(0, k).every((b) => (b as HTMLInputElement).checked)).toBe(true);
    const expected = sumDecimalTexts(plan.pending.slice(0, k).map((i) => i.totalAmount));
    await expect(canvasElement.querySelector('[data-selected-total]')?.textContent).toBe(
      formatMoney(expected, marketOf(globals)),
    );

    // A method chosen earlier is cleared before paying (spec 9).
    writeStored('payType', 1);
    writeStored('payCode', 'BCA');
    writeStored('specificNum', '8808');
    writeStored('isDefault', '0');
    try {
      await userEvent.click(canvas.getByRole('button', { name: t('repay.payNow') }));
      await waitFor(() => expect(locationOf(canvasElement).pathname).toBe('/that'));
      const to = locationOf(canvasElement).searchParams;
      await expect(to.get('amount')).toBe(expected);
      await expect(to.get('amount')).toMatch(/^\d+(\.\d+)?$/);
      await expect(to.get('productId')).toBe(ORDER.productId);
      await expect(to.get('orderId')).toBe(ORDER.orderId);
      await expect(to.get('lang')).toBe(langFlagForLocale(globals.locale === 'id' ? 'id' : 'en'));
      await expect(localStorage.getItem('payType')).toBeNull();
      await expect(localStorage.getItem('payCode')).toBeNull();
      await expect(localStorage.getItem('specificNum')).toBeNull();
      await expect(localStorage.getItem('isDefault')).toBe('1');
    } finally {
      for (const key of ['payType', 'payCode', 'specificNum', 'isDefault']) localStorage.removeItem(key);
    }
  },
};

/** "Pay all" checks every pending instalment; Pay sends the whole plan's exact sum. */
export const PayAll: Story = {
  parameters: backend('orderStatus:174', repaying),
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const plan = await planFromBackend(globals);
    const toggle = await canvas.findByRole('switch', { name: t('repay.payAll') });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    const all = sumDecimalTexts(plan.pending.map((i) => i.totalAmount));
    await userEvent.click(canvas.getByRole('button', { name: t('repay.payNow') }));
    await waitFor(() => expect(locationOf(canvasElement).pathname).toBe('/that'));
    await expect(locationOf(canvasElement).searchParams.get('amount')).toBe(all);
    for (const key of ['payType', 'payCode', 'specificNum', 'isDefault']) localStorage.removeItem(key);
  },
};

/**
 * Overdue (180): the first instalment is due with its late fee, its amount dark (status 500), and it stands
 * out: "N days late · late fee X" with N and X from the server row (`overdueDays`, `lateFee`).
 */
export const Overdue: Story = {
  parameters: backend('orderStatus:180', overdue),
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const plan = await planFromBackend(globals);
    const list = await within(canvasElement).findByRole('list', { name: t('repay.pendingTitle') });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows[0]).toHaveAttribute('data-dark');
    await expect(rows[1]).not.toHaveAttribute('data-dark');
    await expect(rows[0]).toHaveAttribute('data-overdue');
    await expect(rows[1]).not.toHaveAttribute('data-overdue');
    const first = plan.pending[0]!;
    await expect(first.overdueDays).toBeGreaterThan(0);
    await expect(rows[0]!.querySelector('[data-late]')?.textContent).toBe(
      t('repay.lateFee', {
        late: t('repay.lateDays', { days: first.overdueDays }),
        fee: formatMoney(first.lateFee, marketOf(globals)),
      }),
    );
  },
};

/**
 * Nothing can be paid here yet (151: `canClick` 0 on every instalment): why, and customer service as the way
 * on — no "Total to pay" of 0, no Pay.
 */
export const NothingPayableHere: Story = {
  parameters: backend('orderStatus:151', notPayable),
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('repay.lockedTitle') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('repay.payNow') })).toBeNull();
    await expect(canvasElement.querySelector('[data-selected-total]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('repay.lockedAction') }));
    await waitFor(() => expect(locationOf(canvasElement).pathname).toBe('/customerService'));
    await expect(locationOf(canvasElement).searchParams.get('orderId')).toBe(ORDER.orderId);
  },
};

/** Repaid (200): every instalment is paid, a done state without Pay. */
export const AllPaid: Story = {
  parameters: backend('orderStatus:200', repaid),
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('repay.allPaidTitle') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('repay.payNow') })).not.toBeInTheDocument();
  },
};

/** The plan is slow to come: the page's own skeleton, no mask; then the plan. */
export const SlowLoad: Story = {
  parameters: backend(`orderStatus:174,slow:loan-play-detail:${SLOW_LOAD_MS}`, repaying),
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await loadsAsSkeleton(canvasElement, globals, 'repay.loading');
    await skeletonGone(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: t('repay.payNow') })).toBeVisible();
  },
};

/** The server refuses the plan: the error state, and Try again loads it. */
export const CodeError: Story = {
  parameters: backend('code:loan-play-detail:1001:Order not found|Pesanan tidak ditemukan'),
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('error.title'));
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeVisible();
  },
};
