import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { virtualAccount } from '@loan-h5/api';
import {
  createMockStore,
  createVirtualAccount,
  DEFAULT_ORDER_ID,
  endpointPattern,
  handlersFor,
  SERVICE_PHONE,
  virtualAccountExpiry,
  type MockMarket,
  type WireVirtualAccount,
} from '@loan-h5/api/mocks';
import { channelName, codeGroups, deadlineInstant, formatDeadline, formatMoney } from '@loan-h5/screens';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';
import VirtualAccountPage from './VirtualAccountPage';
import { clearBridge, recordingBridge, withPage } from './pageStoryDecorators';
import { loadsAsSkeleton, skeletonGone, SLOW_LOAD_MS } from './pageStoryPlays';

const bridge = recordingBridge();
const store = createMockStore();

type Globals = Record<string, unknown>;
const marketOf = (globals: Globals): MockMarket => (globals.locale === 'id' ? 'ID' : 'IN');
/** The amount each market's story pays (numeric text, as the pay pages pass it). */
const AMOUNT = '1568250';
const PAGE = `/that?amount=${AMOUNT}&productId=1&orderId=${DEFAULT_ORDER_ID}`;
/** A bank method as /individual stores it, per market. */
const STORED_BANK: Record<MockMarket, { payCode: string; specificNum: string }> = {
  ID: { payCode: 'BNI', specificNum: '0091' },
  IN: { payCode: 'SBI', specificNum: '0021' },
};
const METHOD_KEYS = ['payType', 'payCode', 'specificNum', 'isDefault'];

/** Stands in for the pages /that leads to (the chooser, customer service, the bill): shows where it led. */
function ElsewhereProbe() {
  const { pathname, search } = useLocation();
  return <p data-elsewhere="">{`${pathname}${search}`}</p>;
}

/** Where the page led, once it left /that. */
const leftTo = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const found = canvasElement.querySelector('[data-elsewhere]');
    if (!found) throw new Error('still on /that');
    return new URL(found.textContent ?? '', 'https://h5.test');
  });

/** generate-vcode requests that reached the backend, each with its Idempotency-Key. */
let keys: string[] = [];
let failuresLeft = 0;
const recordKeys = http.post(endpointPattern(virtualAccount, '/gateway'), ({ request }) => {
  keys.push(request.headers.get('idempotency-key') ?? '');
  if (failuresLeft <= 0) return undefined;
  failuresLeft -= 1;
  return new HttpResponse(null, { status: 500 });
});
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

const vcodeCalls = () => store.calls.filter((c) => c.endpoint === 'generate-vcode');

/** The real /that container against the mock backend. */
const meta = {
  title: 'App/Virtual account page',
  component: VirtualAccountPage,
  decorators: [withPage],
  parameters: {
    docs: { story: inOwnFrame },
    page: { url: PAGE, bridge },
    msw: { handlers: { backend: [recordKeys, ...handlersFor('', store)] } },
  },
  render: () => (
    <Routes>
      <Route path="/that" element={<VirtualAccountPage />} />
      <Route path="/individual" element={<ElsewhereProbe />} />
      <Route path="/customerService" element={<ElsewhereProbe />} />
      <Route path="/repayPlan" element={<ElsewhereProbe />} />
    </Routes>
  ),
  beforeEach: () => {
    clearBridge(bridge);
    store.reset();
    keys = [];
    failuresLeft = 0;
    // Pay cleared the method before opening /that (spec 9): the default applies.
    for (const key of METHOD_KEYS) localStorage.removeItem(key);
    localStorage.setItem('isDefault', '1');
    return () => {
      for (const key of METHOD_KEYS) localStorage.removeItem(key);
    };
  },
} satisfies Meta<typeof VirtualAccountPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const codeRegion = (canvasElement: HTMLElement, globals: Globals, payType: 'bank' | 'market') =>
  within(canvasElement).findByRole(
    'region',
    { name: storyText({ globals })(payType === 'bank' ? 'repay.va.codeBank' : 'repay.va.codeMarket') },
    { timeout: SLOW_LOAD_MS * 3 },
  );

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

/** The complaint shortcut leads to customer service for the same order (its complaint entry is there). */
export const ComplaintShortcut: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await codeRegion(canvasElement, globals, 'market');
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('repay.va.complaint') }));
    const target = await leftTo(canvasElement);
    await expect(target.pathname).toBe('/customerService');
    await expect(Object.fromEntries(target.searchParams)).toEqual({
      productId: '1',
      orderId: DEFAULT_ORDER_ID,
      lang: globals.locale === 'id' ? '0' : '1',
    });
  },
};

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

/** Change method opens the chooser with the payment's params, so it can come back to this payment. */
export const ChangeMethod: Story = {
  parameters: { page: { url: `${PAGE}&display=1`, bridge } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await codeRegion(canvasElement, globals, 'market');
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('repay.va.changeMethod') }));
    const target = await leftTo(canvasElement);
    await expect(target.pathname).toBe('/individual');
    await expect(Object.fromEntries(target.searchParams)).toEqual({
      amount: AMOUNT,
      productId: '1',
      orderId: DEFAULT_ORDER_ID,
      display: '1',
      lang: globals.locale === 'id' ? '0' : '1',
    });
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
    failuresLeft = 1;
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

/** Opened without an amount: a clear message, no code asked for, and Back to my bill leads to the plan. */
export const MissingAmount: Story = {
  parameters: { page: { url: `/that?productId=1&orderId=${DEFAULT_ORDER_ID}`, bridge } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(t('repay.va.noAmount'));
    await expect(screen.queryByRole('button', { name: t('common.retry') })).toBeNull();
    await expect(vcodeCalls()).toHaveLength(0);
    await userEvent.click(within(alert).getByRole('button', { name: t('repay.va.backToBill') }));
    const target = await leftTo(canvasElement);
    await expect(target.pathname).toBe('/repayPlan');
    await expect(target.searchParams.get('orderId')).toBe(DEFAULT_ORDER_ID);
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
