import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { formatMoney } from '@loan-h5/screens';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';
import PaymentInstructionsPage from './PaymentInstructionsPage';
import { clearBridge, recordingBridge, withPage } from './pageStoryDecorators';

const bridge = recordingBridge();

/** The real /dragonpayPaymentInstructions container (it calls nothing: all it needs is in the address). */
const meta = {
  title: 'App/Payment instructions page',
  component: PaymentInstructionsPage,
  decorators: [withPage],
  parameters: {
    docs: { story: inOwnFrame },
    page: { url: '/dragonpayPaymentInstructions?refno=DP7Q2K9X4M&amount=1534.50', bridge },
  },
  beforeEach: () => {
    clearBridge(bridge);
  },
} satisfies Meta<typeof PaymentInstructionsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The address's reference and amount; Back closes the webview it was opened in. */
export const FromAddress: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const ref = canvas.getByRole('region', { name: t('repay.instructions.refno') });
    await expect(ref.querySelector('[data-reference]')?.textContent).toBe('DP7Q2K9X4M');
    await expect(ref.querySelector('[data-amount]')?.textContent).toBe(
      formatMoney('1534.50', globals.locale === 'id' ? 'ID' : 'IN'),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('common.back') }));
    await expect(bridge.close).toHaveBeenCalledTimes(1);
  },
};

/** A reference with markup in it is not a reference: the page says it is missing. */
export const UnreadableReference: Story = {
  parameters: {
    page: { url: '/dragonpayPaymentInstructions?refno=%3Cb%3EDP%3C%2Fb%3E&amount=1534.50', bridge },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      t('repay.instructions.missingTitle'),
    );
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
