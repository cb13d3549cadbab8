import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  createVirtualAccount,
  DEFAULT_ORDER_ID,
  handlersFor,
  SERVICE_PHONE,
  virtualAccountExpiry,
  type MockMarket,
} from '@loan-h5/api/mocks';
import { channelName, codeGroups, deadlineInstant, formatDeadline, formatMoney } from '@loan-h5/screens';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';
import VirtualAccountPage from './VirtualAccountPage';
import { withPage } from './pageStoryDecorators';
import { loadsAsSkeleton, skeletonGone, SLOW_LOAD_MS } from './pageStoryPlays';
import {
  AMOUNT,
  bridge,
  codeRegion,
  failNextVcodes,
  keys,
  marketOf,
  PAGE,
  recordKeys,
  renderWithElsewhere,
  resetVirtualAccountStory,
  store,
  vcodeCalls,
} from './VirtualAccountPage.storyKit';

/** A bank method as /individual stores it, per market. */
const STORED_BANK: Record<MockMarket, { payCode: string; specificNum: string }> = {
  ID: { payCode: 'BNI', specificNum: '0091' },
  IN: { payCode: 'SBI', specificNum: '0021' },
};

/** The real /that container against the mock backend: the code for the default or a stored method, loading, the error states. Expiry, refusals and odd amounts: VirtualAccountPage.edgeCases.stories.tsx; where the page leads: VirtualAccountPage.navigation.stories.tsx. */
const meta = {
  title: 'App/Virtual account page',
  component: VirtualAccountPage,
  decorators: [withPage],
  parameters: {
    docs: { story: inOwnFrame },
    page: { url: PAGE, bridge },
    msw: { handlers: { backend: [recordKeys, ...handlersFor('', store)] } },
  },
  render: renderWithElsewhere,
  beforeEach: resetVirtualAccountStory,
} satisfies Meta<typeof VirtualAccountPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The code the mock backend generates for the story's order and method. */
const expectedCode = (market: MockMarket, payType: 1 | 2, payCode?: string) =>
  createVirtualAccount({ market, orderId: DEFAULT_ORDER_ID, amount: AMOUNT, payType, payCode }).vcode;

/**
 * Opened from Pay with the method cleared: one generate-vcode with the amount as given and the default
 * method (mini market ALFAMART, is_default 1); the code in groups, the total, its expiry, the phone.
 */
export const DefaultMiniMarket: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const market = marketOf(globals);
    const region = await codeRegion(canvasElement, globals, 'market');
    const code = expectedCode(market, 2);
    const shown = region.querySelector('[data-code]');
    await expect([...(shown?.querySelectorAll('span') ?? [])].map((s) => s.textContent)).toEqual(
      codeGroups(code),
    );
    // The mock's code expires at the end of tomorrow, in the market's clock: "… 23:59 WIB" / "IST".
    const deadline = formatDeadline(
      deadlineInstant(virtualAccountExpiry(market), market)!,
      market,
      globals.locale === 'id' ? 'id' : 'en',
    );
    await expect(region).toHaveTextContent(t('repay.va.payBefore', { time: deadline }));
    await expect(within(region).getByRole('timer').textContent).toMatch(/\d{2}:\d{2}:\d{2}/);
    await expect(region.querySelector('[data-method]')).toHaveTextContent(
      // The spec's default mini market (ALFAMART) is answered with the market's own: no Alfamart in India.
      t('repay.va.payAt', { method: market === 'IN' ? 'PayPoint' : 'Alfamart' }),
    );
    const total = within(canvasElement).getByRole('region', { name: t('repay.va.total') });
    await expect(total.querySelector('[data-amount]')?.textContent).toBe(formatMoney(AMOUNT, market));

    await expect(vcodeCalls()).toHaveLength(1);
    await expect(vcodeCalls()[0]?.payload).toMatchObject({
      productId: '1',
      orderId: DEFAULT_ORDER_ID,
      amount: AMOUNT,
      pay_type: '2',
      payCode: 'ALFAMART',
      is_default: '1',
      is_display: '0',
    });
    await expect(vcodeCalls()[0]?.payload).not.toHaveProperty('specific_num');
    await expect(keys).toHaveLength(1);
    await expect(keys[0]).not.toBe('');

    const phone = SERVICE_PHONE[market];
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: `${t('service.call')} ${phone}` }),
    );
    await expect(bridge.callPhone).toHaveBeenCalledWith(phone);
  },
};

/** A bank method chosen on /individual: generate-vcode asks for it (is_default 0) and the bank's steps show. */
export const StoredBankMethod: Story = {
  // After the meta's beforeEach, which cleared the method.
  beforeEach: ({ globals }) => {
    const { payCode, specificNum } = STORED_BANK[marketOf(globals)];
    localStorage.setItem('payType', '1');
    localStorage.setItem('payCode', payCode);
    localStorage.setItem('specificNum', specificNum);
    localStorage.setItem('isDefault', '0');
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const market = marketOf(globals);
    const { payCode, specificNum } = STORED_BANK[market];
    const region = await codeRegion(canvasElement, globals, 'bank');
    await expect(region.querySelector('[data-method]')).toHaveTextContent(
      t('repay.va.payAt', { method: channelName(payCode) }),
    );
    await expect(region.querySelector('[data-code]')?.textContent).toBe(expectedCode(market, 1, payCode));
    await expect(vcodeCalls().map((c) => c.payload)).toEqual([
      expect.objectContaining({
        amount: AMOUNT,
        pay_type: '1',
        payCode,
        specific_num: specificNum,
        is_default: '0',
        is_display: '0',
      }),
    ]);
    const steps = within(canvasElement).getByRole('region', { name: t('repay.va.stepsTitle') });
    // One expandable group per channel of the bank, the first open.
    await expect(steps.querySelectorAll('details')).toHaveLength(2);
    await expect(steps.querySelector('details')).toHaveAttribute('open');
  },
};

/** An extension fee (display=1): is_display 1 is sent. */
export const ExtensionFee: Story = {
  parameters: { page: { url: `${PAGE}&display=1`, bridge } },
  play: async ({ canvasElement, globals }) => {
    await codeRegion(canvasElement, globals, 'market');
    await expect(vcodeCalls().map((c) => c.payload)).toEqual([
      expect.objectContaining({ amount: AMOUNT, is_display: '1', is_default: '1' }),
    ]);
  },
};

/** The code is slow to come: the page's own skeleton, no mask; then the code. */
export const SlowLoad: Story = {
  parameters: {
    msw: { handlers: { backend: handlersFor(`slow:generate-vcode:${SLOW_LOAD_MS}`, store) } },
  },
  play: async ({ canvasElement, globals }) => {
    await loadsAsSkeleton(canvasElement, globals, 'repay.va.loading');
    await skeletonGone(canvasElement);
    await expect(await codeRegion(canvasElement, globals, 'market')).toBeVisible();
    await expect(vcodeCalls()).toHaveLength(1);
  },
};

/**
 * The server fails (HTTP 500): the error state; Try again asks again with the same Idempotency-Key, so the
 * server can tell a retry from a second code.
 */
export const ServerErrorRetry: Story = {
  beforeEach: () => {
    failNextVcodes(1);
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('error.title'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await codeRegion(canvasElement, globals, 'market');
    await expect(keys).toHaveLength(2);
    await expect(keys[1]).toBe(keys[0]);
  },
};

/** No connection: said so, with Try again. */
export const NetworkError: Story = {
  parameters: { msw: { handlers: { backend: handlersFor('network-error:generate-vcode', store) } } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(t('error.network'));
    await expect(within(alert).getByRole('button', { name: t('common.retry') })).toBeVisible();
  },
};
