import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { extensionDetail } from '@loan-h5/api';
import {
  createExtensionDetail,
  createMockStore,
  DEFAULT_ORDER_ID,
  endpointPattern,
  handlersFor,
  SERVICE_PHONE,
  type MockMarket,
} from '@loan-h5/api/mocks';
import { formatMoney } from '@loan-h5/screens';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import ExtensionRepaymentPage from './ExtensionRepaymentPage';
import { clearBridge, recordingBridge, withPage } from './pageStoryDecorators';
import { loadsAsSkeleton, skeletonGone, SLOW_LOAD_MS } from './pageStoryPlays';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';

const bridge = recordingBridge();
const store = createMockStore();

type Globals = Record<string, unknown>;
const marketOf = (globals: Globals): MockMarket => (globals.locale === 'id' ? 'ID' : 'IN');

/** The fee the mock backend asks for the story's order, in its market (numeric text). */
function expectedFee(globals: Globals): string {
  const market = marketOf(globals);
  const order = store.for(market).orders.get(DEFAULT_ORDER_ID);
  return String(createExtensionDetail({ market, order }).delayShouldPayAmount);
}

/** The payment page (/that) has no container yet: this stands in for it and shows where Pay now led. */
function PaymentPageProbe() {
  const { pathname, search } = useLocation();
  return <p data-payment-page="">{`${pathname}${search}`}</p>;
}

/** The first delay-detail call fails with HTTP 500, the next ones reach the mock backend. */
let failuresLeft = 0;
const failFirst = http.post(endpointPattern(extensionDetail, '/gateway'), () => {
  if (failuresLeft <= 0) return undefined;
  failuresLeft -= 1;
  return new HttpResponse(null, { status: 500 });
});

/** The real /repayDelay container against the mock backend. */
const meta = {
  title: 'App/Extension repayment page',
  component: ExtensionRepaymentPage,
  decorators: [withPage],
  parameters: {
    docs: { story: inOwnFrame },
    page: { url: `/repayDelay?productId=1&orderId=${DEFAULT_ORDER_ID}`, bridge },
    msw: { handlers: { backend: handlersFor('', store) } },
  },
  render: () => (
    <Routes>
      <Route path="/repayDelay" element={<ExtensionRepaymentPage />} />
      <Route path="/that" element={<PaymentPageProbe />} />
    </Routes>
  ),
  beforeEach: () => {
    clearBridge(bridge);
    store.reset();
    failuresLeft = 0;
  },
} satisfies Meta<typeof ExtensionRepaymentPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const feeRegion = (canvasElement: HTMLElement, globals: Globals) =>
  within(canvasElement).findByRole('region', { name: storyText({ globals })('repay.extension.fee') });

/** The order's extension fee, large, in the market's money; the server's phone to call. */
export const LoadedFee: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const fee = await feeRegion(canvasElement, globals);
    await expect(fee.querySelector('[data-amount]')?.textContent).toBe(
      formatMoney(expectedFee(globals), marketOf(globals)),
    );
    const phone = SERVICE_PHONE[marketOf(globals)];
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `${t('service.call')} ${phone}` }));
    await expect(bridge.callPhone).toHaveBeenCalledWith(phone);
    await expect(store.calls.find((c) => c.endpoint === 'delay-detail')?.payload).toMatchObject({
      productId: '1',
      orderId: DEFAULT_ORDER_ID,
    });
  },
};

/**
 * Pay now forgets the stored payment method (isDefault 1) and opens /that with the exact fee, display=1,
 * and the page's order and language.
 */
export const PayOpensPayment: Story = {
  beforeEach: () => {
    localStorage.setItem('payType', '1');
    localStorage.setItem('payCode', 'BCA');
    localStorage.setItem('specificNum', '8808');
    localStorage.setItem('isDefault', '0');
    return () => {
      for (const key of ['payType', 'payCode', 'specificNum', 'isDefault']) localStorage.removeItem(key);
    };
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await feeRegion(canvasElement, globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('repay.payNow') }));
    const probe = await waitFor(() => {
      const found = canvasElement.querySelector('[data-payment-page]');
      if (!found) throw new Error('not on the payment page yet');
      return found;
    });
    const target = new URL(probe.textContent ?? '', 'https://h5.test');
    await expect(target.pathname).toBe('/that');
    await expect(target.searchParams.get('amount')).toBe(expectedFee(globals));
    await expect(target.searchParams.get('amount')).toMatch(/^\d+(\.\d+)?$/);
    await expect(target.searchParams.get('display')).toBe('1');
    await expect(target.searchParams.get('productId')).toBe('1');
    await expect(target.searchParams.get('orderId')).toBe(DEFAULT_ORDER_ID);
    await expect(target.searchParams.get('lang')).toBe(globals.locale === 'id' ? '0' : '1');
    for (const key of ['payType', 'payCode', 'specificNum'])
      await expect(localStorage.getItem(key)).toBeNull();
    await expect(localStorage.getItem('isDefault')).toBe('1');
    await expect(bridge.openPage).not.toHaveBeenCalled();
  },
};

/** The bill is slow to come: the page's own skeleton, no mask; then the fee. */
export const SlowLoad: Story = {
  parameters: { msw: { handlers: { backend: handlersFor(`slow:delay-detail:${SLOW_LOAD_MS}`, store) } } },
  play: async ({ canvasElement, globals }) => {
    await loadsAsSkeleton(canvasElement, globals, 'repay.extension.loading');
    await skeletonGone(canvasElement);
    await expect(await feeRegion(canvasElement, globals)).toBeVisible();
  },
};

/** The server fails (HTTP 500): the error state; Try again loads the bill. */
export const ServerErrorRetry: Story = {
  parameters: { msw: { handlers: { backend: [failFirst, ...handlersFor('', store)] } } },
  beforeEach: () => {
    failuresLeft = 1;
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('error.title'));
    await expect(canvas.queryByRole('button', { name: t('repay.payNow') })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    const fee = await feeRegion(canvasElement, globals);
    await expect(fee.querySelector('[data-amount]')?.textContent).toBe(
      formatMoney(expectedFee(globals), marketOf(globals)),
    );
    await expect(canvas.getByRole('button', { name: t('repay.payNow') })).toBeVisible();
  },
};
