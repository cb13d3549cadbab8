import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { virtualAccount } from '@loan-h5/api';
import {
  createVirtualAccount,
  DEFAULT_ORDER_ID,
  endpointPattern,
  handlersFor,
  type MockMarket,
  type WireVirtualAccount,
} from '@loan-h5/api/mocks';
import { formatMoney } from '@loan-h5/screens';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';
import VirtualAccountPage from './VirtualAccountPage';
import { withPage } from './pageStoryDecorators';
import { SLOW_LOAD_MS } from './pageStoryPlays';
import {
  AMOUNT,
  bridge,
  codeRegion,
  keys,
  marketOf,
  PAGE,
  recordKeys,
  renderWithElsewhere,
  resetVirtualAccountStory,
  store,
  vcodeCalls,
} from './VirtualAccountPage.storyKit';

/** A server that sends no expiry with the code. */
const noExpiry = http.post(endpointPattern(virtualAccount, '/gateway'), ({ request }) => {
  const market: MockMarket = new URL(request.url).searchParams.get('lang') === '1' ? 'IN' : 'ID';
  const account: Partial<WireVirtualAccount> = createVirtualAccount({ market, amount: AMOUNT });
  delete account.expireTime;
  return HttpResponse.json({ code: 0, message: 'success', data: account });
});
/** A server whose codes expired a minute ago (a borrower who left the page open overnight). */
const expiredCode = http.post(endpointPattern(virtualAccount, '/gateway'), ({ request }) => {
  const market: MockMarket = new URL(request.url).searchParams.get('lang') === '1' ? 'IN' : 'ID';
  const account = createVirtualAccount({ market, amount: AMOUNT, now: Date.now() - 2 * 86_400_000 });
  return HttpResponse.json({ code: 0, message: 'success', data: account });
});

/** The real /that container against the mock backend: an expired code, no expiry, the server's own refusal, an amount written the Indonesian way. */
const meta = {
  title: 'App/Virtual account page/Edge cases',
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

/**
 * The code expired: "This code has expired — get a new one"; Get a new code asks generate-vcode again,
 * as a new intent (a new Idempotency-Key), for the same amount and method.
 */
export const ExpiredCode: Story = {
  parameters: { msw: { handlers: { backend: [recordKeys, expiredCode, ...handlersFor('', store)] } } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const region = await codeRegion(canvasElement, globals, 'market');
    const alert = within(region).getByRole('alert');
    await expect(alert).toHaveTextContent(t('repay.va.expired'));
    await expect(keys).toHaveLength(1);
    await userEvent.click(within(alert).getByRole('button', { name: t('repay.va.renew') }));
    await waitFor(() => expect(keys).toHaveLength(2));
    await expect(keys[1]).not.toBe(keys[0]);
    await expect(await codeRegion(canvasElement, globals, 'market')).toBeVisible();
  },
};

/** The server sends no expiry: the code shows without a "Pay before" line or a countdown. */
export const WithoutExpiry: Story = {
  parameters: { msw: { handlers: { backend: [noExpiry, ...handlersFor('', store)] } } },
  play: async ({ canvasElement, globals }) => {
    const region = await codeRegion(canvasElement, globals, 'market');
    await expect(region.querySelector('[data-expiry]')).toBeNull();
    await expect(within(region).queryByRole('timer')).toBeNull();
  },
};

/** The server refuses with its own words: shown as text. */
export const ServerMessage: Story = {
  parameters: {
    msw: {
      handlers: {
        backend: handlersFor(
          'code:generate-vcode:1003:The payment amount is not valid.|Jumlah pembayaran tidak valid.',
          store,
        ),
      },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(
      globals.locale === 'id' ? 'Jumlah pembayaran tidak valid.' : 'The payment amount is not valid.',
    );
  },
};

/**
 * Opened with the amount as an Indonesian page writes it ("1.568.250", dot thousands): in Indonesian one
 * generate-vcode with 1568250; in English (India) the same text is ambiguous ("1.568" is a decimal there),
 * so no code is asked for and the page says the amount is missing, with the way back.
 */
export const GroupedAmount: Story = {
  parameters: { page: { url: `/that?amount=1.568.250&productId=1&orderId=${DEFAULT_ORDER_ID}`, bridge } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    if (marketOf(globals) === 'ID') {
      const total = await within(canvasElement).findByRole(
        'region',
        { name: t('repay.va.total') },
        { timeout: SLOW_LOAD_MS * 3 },
      );
      await expect(total.querySelector('[data-amount]')?.textContent).toBe(formatMoney(AMOUNT, 'ID'));
      await expect(vcodeCalls()).toHaveLength(1);
      await expect(vcodeCalls()[0]?.payload).toMatchObject({ amount: AMOUNT });
      return;
    }
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(t('repay.va.noAmount'));
    await expect(vcodeCalls()).toHaveLength(0);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('common.back') }));
    // The first page of the webview: back closes it, to the bill the borrower came from.
    await expect(bridge.close).toHaveBeenCalledTimes(1);
  },
};
