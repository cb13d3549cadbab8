import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { payOptions } from '@loan-h5/api';
import {
  createMockStore,
  createPayOptions,
  DEFAULT_ORDER_ID,
  endpointPattern,
  handlersFor,
  type MockMarket,
} from '@loan-h5/api/mocks';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';
import { Button, useText } from '@loan-h5/screens';
import PaymentMethodChooserPage from './PaymentMethodChooserPage';
import { FROM_PAYMENT_STATE, methodChooserRoute } from './paymentMethodRoutes';
import { clearBridge, recordingBridge, withPage } from './pageStoryDecorators';
import { loadsAsSkeleton, skeletonGone, SLOW_LOAD_MS } from './pageStoryPlays';

const bridge = recordingBridge();
const store = createMockStore();

type Globals = Record<string, unknown>;
const marketOf = (globals: Globals): MockMarket => (globals.locale === 'id' ? 'ID' : 'IN');
const QUERY = `amount=1568250&productId=1&orderId=${DEFAULT_ORDER_ID}&display=1`;
const METHOD_KEYS = ['payType', 'payCode', 'specificNum', 'isDefault'];

const marketOfRequest = (request: Request): MockMarket =>
  new URL(request.url).searchParams.get('lang') === '1' ? 'IN' : 'ID';
/** The pay type a request asks for (form-encoded POST). */
const payTypeOf = async (request: Request) =>
  new URLSearchParams(await request.clone().text()).get('pay_type');
const reply = (data: unknown) => HttpResponse.json({ code: 0, message: 'success', data });
/** init-pay-type requests that reached the backend, by pay type. */
let askedTypes: string[] = [];
let bankFailuresLeft = 0;

/** A server with mini markets but no bank for this payment (pay_type 1 answers an empty list). */
const noBanks = http.post(endpointPattern(payOptions, '/gateway'), async ({ request }) => {
  const type = await payTypeOf(request);
  askedTypes.push(type ?? '');
  const all = createPayOptions({ market: marketOfRequest(request) });
  return reply(
    type === '1' ? { bankList: [], marketList: [] } : { bankList: [], marketList: all.marketList },
  );
});
/** A server that sends both lists in the mini-market reply (as the old client expected). */
const bothLists = http.post(endpointPattern(payOptions, '/gateway'), async ({ request }) => {
  askedTypes.push((await payTypeOf(request)) ?? '');
  return reply(createPayOptions({ market: marketOfRequest(request) }));
});
/** The bank list fails once (HTTP 500), then answers. */
const banksFailOnce = http.post(endpointPattern(payOptions, '/gateway'), async ({ request }) => {
  const type = await payTypeOf(request);
  askedTypes.push(type ?? '');
  if (type !== '1' || bankFailuresLeft <= 0) return undefined;
  bankFailuresLeft -= 1;
  return new HttpResponse(null, { status: 500 });
});

/**
 * /that stands in here: it shows where Confirm led, and how (a replace keeps the chooser out of history; a
 * chooser /that opened goes back to that same entry), and opens the chooser as /that does.
 */
function PaymentProbe() {
  const { pathname, search, key } = useLocation();
  const how = useNavigationType();
  const navigate = useNavigate();
  return (
    <>
      <p data-payment-page={how} data-entry={key}>{`${pathname}${search}`}</p>
      <Button onClick={() => void navigate(methodChooserRoute(search), { state: FROM_PAYMENT_STATE })}>
        {useText()('repay.va.changeMethod')}
      </Button>
    </>
  );
}

/** The real /individual container against the mock backend. */
const meta = {
  title: 'App/Payment method page',
  component: PaymentMethodChooserPage,
  decorators: [withPage],
  parameters: {
    docs: { story: inOwnFrame },
    page: { url: `/individual?${QUERY}`, bridge },
    msw: { handlers: { backend: handlersFor('', store) } },
  },
  render: () => (
    <Routes>
      <Route path="/individual" element={<PaymentMethodChooserPage />} />
      <Route path="/that" element={<PaymentProbe />} />
    </Routes>
  ),
  beforeEach: () => {
    clearBridge(bridge);
    store.reset();
    askedTypes = [];
    bankFailuresLeft = 0;
    for (const key of METHOD_KEYS) localStorage.removeItem(key);
    localStorage.setItem('isDefault', '1');
    return () => {
      for (const key of METHOD_KEYS) localStorage.removeItem(key);
    };
  },
} satisfies Meta<typeof PaymentMethodChooserPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const confirmButton = async (canvasElement: HTMLElement, globals: Globals) =>
  within(canvasElement).findByRole(
    'button',
    { name: storyText({ globals })('common.confirm') },
    { timeout: SLOW_LOAD_MS * 3 },
  );

/** Back on /that with the same payment, by replace. */
async function expectBackOnPayment(canvasElement: HTMLElement, globals: Globals) {
  const probe = await waitFor(() => {
    const found = canvasElement.querySelector('[data-payment-page]');
    if (!found) throw new Error('not back on /that yet');
    return found;
  });
  await expect(probe).toHaveAttribute('data-payment-page', 'REPLACE');
  const target = new URL(probe.textContent ?? '', 'https://h5.test');
  await expect(target.pathname).toBe('/that');
  await expect(Object.fromEntries(target.searchParams)).toEqual({
    ...Object.fromEntries(new URLSearchParams(QUERY)),
    lang: globals.locale === 'id' ? '0' : '1',
  });
}

/**
 * init-pay-type asked once (pay_type 2, the type the chooser opens on); ALFAMART chosen (the first mini market
 * where none is ALFAMART); Confirm stores it
 * (isDefault 0) and goes back to /that.
 */
export const DefaultMiniMarket: Story = {
  play: async ({ canvasElement, globals }) => {
    const confirm = await confirmButton(canvasElement, globals);
    const asked = store.calls.filter((c) => c.endpoint === 'init-pay-type').map((c) => c.payload);
    await expect(asked).toEqual([
      expect.objectContaining({ productId: '1', orderId: DEFAULT_ORDER_ID, pay_type: '2' }),
    ]);
    // ALFAMART where the market offers it (Indonesia), else its first mini market.
    const markets = createPayOptions({ market: marketOf(globals) }).marketList;
    const chosen = markets.find((m) => m.payCode === 'ALFAMART') ?? markets[0]!;
    await expect(within(canvasElement).getByRole('radio', { name: chosen.marketName })).toBeChecked();
    await userEvent.click(confirm);
    await expectBackOnPayment(canvasElement, globals);
    await expect(localStorage.getItem('payType')).toBe('2');
    await expect(localStorage.getItem('payCode')).toBe(chosen.payCode);
    await expect(localStorage.getItem('specificNum')).toBeNull();
    await expect(localStorage.getItem('isDefault')).toBe('0');
  },
};

/** Bank, the market's second bank and its first method: stored for /that. */
export const BankMethod: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const confirm = await confirmButton(canvasElement, globals);
    const bank = createPayOptions({ market: marketOf(globals) }).bankList[1]!;
    const method = bank.methodList[0]!;
    await userEvent.click(canvas.getByRole('tab', { name: t('repay.method.bank') }));
    // The banks are asked now, for pay_type 1.
    await userEvent.click(await canvas.findByRole('radio', { name: bank.bankName }));
    await userEvent.click(canvas.getByRole('radio', { name: method.methodName }));
    await userEvent.click(confirm);
    await expectBackOnPayment(canvasElement, globals);
    const asked = store.calls.filter((c) => c.endpoint === 'init-pay-type').map((c) => c.payload.pay_type);
    await expect(asked).toEqual(['2', '1']);
    await expect(localStorage.getItem('payType')).toBe('1');
    await expect(localStorage.getItem('payCode')).toBe(bank.payCode);
    await expect(localStorage.getItem('specificNum')).toBe(method.specificNum);
    await expect(localStorage.getItem('isDefault')).toBe('0');
  },
};

/**
 * Opened from /that (Change method): Confirm goes back to that same /that entry (a POP to its first
 * entry), so history holds one payment page, and /that opens anew with the stored method.
 */
export const FromPaymentPage: Story = {
  parameters: { page: { url: `/that?${QUERY}`, bridge } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('repay.va.changeMethod') }));
    await userEvent.click(await confirmButton(canvasElement, globals));
    const probe = await waitFor(() => {
      const found = canvasElement.querySelector('[data-payment-page]');
      if (!found) throw new Error('not back on /that yet');
      return found;
    });
    await expect(probe).toHaveAttribute('data-payment-page', 'POP');
    await expect(probe).toHaveAttribute('data-entry', 'default'); // the first entry, not a new one
    await expect(localStorage.getItem('isDefault')).toBe('0');
  },
};

/** Bank without a bank: "Please complete the information"; nothing stored, still on the chooser. */
export const Incomplete: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const confirm = await confirmButton(canvasElement, globals);
    await userEvent.click(canvas.getByRole('tab', { name: t('repay.method.bank') }));
    await canvas.findByRole('group', { name: t('repay.method.chooseBank') });
    await userEvent.click(confirm);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('repay.method.incomplete'));
    await expect(localStorage.getItem('payType')).toBeNull();
    await expect(localStorage.getItem('isDefault')).toBe('1');
    await expect(canvasElement.querySelector('[data-payment-page]')).toBeNull();
  },
};

/** The options are slow to come: the page's own skeleton, no mask. */
export const SlowLoad: Story = {
  parameters: {
    msw: { handlers: { backend: handlersFor(`slow:init-pay-type:${SLOW_LOAD_MS}`, store) } },
  },
  play: async ({ canvasElement, globals }) => {
    await loadsAsSkeleton(canvasElement, globals, 'repay.method.loading');
    await skeletonGone(canvasElement);
    await expect(await confirmButton(canvasElement, globals)).toBeVisible();
  },
};

/** No connection: said so; Try again asks again. */
export const NetworkError: Story = {
  parameters: { msw: { handlers: { backend: handlersFor('network-error:init-pay-type', store) } } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(t('error.network'));
    await expect(within(alert).getByRole('button', { name: t('common.retry') })).toBeVisible();
  },
};

/**
 * No bank for this payment (pay_type 1 answers an empty list): the bank tab says so, Confirm stays off,
 * and "Pay at a mini market" goes back to the mini markets, where Confirm works.
 */
export const NoBanksOffered: Story = {
  parameters: { msw: { handlers: { backend: [noBanks, ...handlersFor('', store)] } } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const confirm = await confirmButton(canvasElement, globals);
    await userEvent.click(canvas.getByRole('tab', { name: t('repay.method.bank') }));
    await expect(await canvas.findByText(t('repay.method.noBanks'))).toBeVisible();
    await expect(askedTypes).toEqual(['2', '1']);
    await expect(confirm).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t('repay.method.useMarket') }));
    await expect(canvas.getByRole('tab', { name: t('repay.method.market') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expectBackOnPayment(canvasElement, globals);
    await expect(localStorage.getItem('payType')).toBe('2');
  },
};

/** A server that sends the banks with the mini markets: Bank shows them at once, nothing more is asked. */
export const BanksInFirstReply: Story = {
  parameters: { msw: { handlers: { backend: [bothLists, ...handlersFor('', store)] } } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await confirmButton(canvasElement, globals);
    await userEvent.click(canvas.getByRole('tab', { name: t('repay.method.bank') }));
    const bank = createPayOptions({ market: marketOf(globals) }).bankList[0]!;
    await expect(canvas.getByRole('radio', { name: bank.bankName })).toBeInTheDocument();
    await expect(askedTypes).toEqual(['2']);
  },
};

/** The bank list fails: the bank panel says so with Try again, which asks pay_type 1 again. */
export const BanksFailThenRetry: Story = {
  parameters: { msw: { handlers: { backend: [banksFailOnce, ...handlersFor('', store)] } } },
  beforeEach: () => {
    bankFailuresLeft = 1;
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const confirm = await confirmButton(canvasElement, globals);
    await userEvent.click(canvas.getByRole('tab', { name: t('repay.method.bank') }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('error.title'));
    await expect(confirm).toBeDisabled();
    await userEvent.click(within(alert).getByRole('button', { name: t('common.retry') }));
    const bank = createPayOptions({ market: marketOf(globals) }).bankList[0]!;
    await expect(await canvas.findByRole('radio', { name: bank.bankName })).toBeInTheDocument();
    await expect(askedTypes).toEqual(['2', '1', '1']);
  },
};
