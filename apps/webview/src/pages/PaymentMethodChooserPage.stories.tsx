import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createPayOptions, DEFAULT_ORDER_ID, handlersFor } from '@loan-h5/api/mocks';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';
import PaymentMethodChooserPage from './PaymentMethodChooserPage';
import { withPage } from './pageStoryDecorators';
import { loadsAsSkeleton, skeletonGone, SLOW_LOAD_MS } from './pageStoryPlays';
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

/** The real /individual container against the mock backend: choosing a mini market or a bank, loading, no connection. Servers that answer the bank list otherwise: PaymentMethodChooserPage.bankList.stories.tsx. */
const meta = {
  title: 'App/Payment method page',
  component: PaymentMethodChooserPage,
  decorators: [withPage],
  parameters: {
    docs: { story: inOwnFrame },
    page: { url: `/individual?${QUERY}`, bridge },
    msw: { handlers: { backend: handlersFor('', store) } },
  },
  render: renderWithPaymentPage,
  beforeEach: resetChooserStory,
} satisfies Meta<typeof PaymentMethodChooserPage>;
export default meta;
type Story = StoryObj<typeof meta>;

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
