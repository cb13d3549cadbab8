import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { formatMoney, type Locale } from '@loan-h5/screens';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';
import PaymentInstructionsPage from './PaymentInstructionsPage';
import { clearBridge, recordingBridge, withPage } from './pageStoryDecorators';

const bridge = recordingBridge();
/** Whole rupiah in Indonesia, rupees with paise in India. */
const AMOUNT: Record<Locale, string> = { id: '1534500', en: '1534.50' };
/** A deadline far ahead, in the market's clock (the page's countdown runs on the real clock). */
const EXPIRY = '2099-06-03 23:59:59';
const DEADLINE: Record<Locale, string> = { id: '3 Jun 2099, 23.59 WIB', en: '3 Jun 2099, 23:59 IST' };
const localeOf = (globals: Record<string, unknown>): Locale => (globals.locale === 'id' ? 'id' : 'en');

/** The real /dragonpayPaymentInstructions container (it calls nothing: all it needs is in the address). */
const meta = {
  title: 'App/Payment instructions page',
  component: PaymentInstructionsPage,
  decorators: [withPage],
  parameters: {
    docs: { story: inOwnFrame },
    page: {
      url: (locale: Locale) =>
        `/dragonpayPaymentInstructions?refno=DP7Q2K9X4M&amount=${AMOUNT[locale]}&expireTime=${encodeURIComponent(EXPIRY)}`,
      bridge,
    },
  },
  beforeEach: () => {
    clearBridge(bridge);
  },
} satisfies Meta<typeof PaymentInstructionsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The address's reference, amount and deadline; Back closes the webview it was opened in. */
export const FromAddress: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const locale = localeOf(globals);
    const ref = canvas.getByRole('region', { name: t('repay.instructions.refno') });
    await expect(ref.querySelector('[data-reference]')?.textContent).toBe('DP7Q2K9X4M');
    await expect(ref.querySelector('[data-amount]')?.textContent).toBe(
      formatMoney(AMOUNT[locale], locale === 'id' ? 'ID' : 'IN'),
    );
    await expect(within(ref).getByText(t('repay.va.payBefore', { time: DEADLINE[locale] }))).toBeVisible();
    await expect(within(ref).getByRole('timer')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.back') }));
    await expect(bridge.close).toHaveBeenCalledTimes(1);
  },
};

/** A reference with markup in it is not a reference: the page says it is missing, with Back. */
export const UnreadableReference: Story = {
  parameters: {
    page: { url: '/dragonpayPaymentInstructions?refno=%3Cb%3EDP%3C%2Fb%3E&amount=1534.50', bridge },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(t('repay.instructions.missingTitle'));
    await userEvent.click(within(alert).getByRole('button', { name: t('common.back') }));
    await expect(bridge.close).toHaveBeenCalledTimes(1);
  },
};

/** No amount in the address (or a separated one): the steps speak of the bill's amount. */
export const UnreadableAmount: Story = {
  parameters: { page: { url: '/dragonpayPaymentInstructions?refno=DP7Q2K9X4M&amount=1.534.50', bridge } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await expect(canvasElement.querySelector('[data-amount]')).toBeNull();
    await expect(canvasElement).toHaveTextContent(t('repay.instructions.otc3NoAmount'));
  },
};
