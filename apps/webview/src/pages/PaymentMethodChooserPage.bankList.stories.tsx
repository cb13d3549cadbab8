import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { payOptions } from '@loan-h5/api';
import { createPayOptions, endpointPattern, handlersFor, type MockMarket } from '@loan-h5/api/mocks';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';
import PaymentMethodChooserPage from './PaymentMethodChooserPage';
import { withPage } from './pageStoryDecorators';
import {
  bridge,
  confirmButton,
  expectBackOnPayment,
  marketOf,
  QUERY,
  renderWithPaymentPage,
  resetChooserStory,
  store,
} from './PaymentMethodChooserPage.storyKit';

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

/** The real /individual container against the mock backend: servers that answer the bank list otherwise (none, with the mini markets, failing once). */
const meta = {
  title: 'App/Payment method page/Bank list answers',
  component: PaymentMethodChooserPage,
  decorators: [withPage],
  parameters: {
    docs: { story: inOwnFrame },
    page: { url: `/individual?${QUERY}`, bridge },
    msw: { handlers: { backend: handlersFor('', store) } },
  },
  render: renderWithPaymentPage,
  beforeEach: () => {
    askedTypes = [];
    bankFailuresLeft = 0;
    return resetChooserStory();
  },
} satisfies Meta<typeof PaymentMethodChooserPage>;
export default meta;
type Story = StoryObj<typeof meta>;

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
