import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatMoney } from '@loan-h5/screens';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';
import { withPage } from './pageStoryDecorators';
import { keepPayment } from './payway/paywayRecord';
import {
  AMOUNT,
  backend,
  bridge,
  hashOf,
  marketOf,
  ORDER,
  page,
  PageWithLocation,
  resetPaywayStory,
  storeOf,
  WAIT,
} from './PaywayPage.storyKit';

/** The real /payway container against the mock backend: the provider's redirect page and the result page opened directly. */
const meta = {
  title: 'App/Card repayment page/Redirect and result',
  component: PageWithLocation,
  decorators: [withPage],
  parameters: { ...page(), ...backend(), docs: { story: inOwnFrame } },
  beforeEach: resetPaywayStory,
} satisfies Meta<typeof PageWithLocation>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The provider's address is not http(s): refused in words, nothing opened. */
export const RedirectRefused: Story = {
  parameters: { ...page('#/alipayrepayment'), ...backend('unsafeUrls') },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', undefined, WAIT)).toHaveTextContent(
      t('payway.redirectRefusedTitle'),
    );
    await expect(bridge.openPage).not.toHaveBeenCalled();
  },
};

/**
 * An http(s) provider address is opened through the app. Opened directly, the redirect page does not start
 * the app's bank dialog: nothing on it could end it (no startBank without its endBank).
 */
export const RedirectOpens: Story = {
  parameters: page('#/alipayrepayment'),
  play: async () => {
    await waitFor(() => expect(bridge.openPage).toHaveBeenCalledTimes(1), WAIT);
    await expect(bridge.openPage.mock.calls[0]![0]).toMatch(/^http:\/\/.+\/payway.*#\/borrowDetail\/10001$/);
    await expect(bridge.startBank).not.toHaveBeenCalled();
    await expect(bridge.endBank).not.toHaveBeenCalled();
  },
};

/**
 * While the bank's page is being fetched: "Taking you to your bank…" with Cancel; Cancel goes back to the
 * cards and nothing is opened afterwards.
 */
export const RedirectCancelled: Story = {
  parameters: { ...page('#/alipayrepayment'), ...backend('slow:repayment-huichao:1500') },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('payway.redirecting') }, WAIT)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.cancel') }));
    await expect(await canvas.findByRole('radiogroup', { name: t('payway.cardsTitle') }, WAIT)).toBeVisible();
    await expect(hashOf(canvasElement)).toBe('#/');
    await new Promise((resolve) => setTimeout(resolve, 1800));
    await expect(bridge.openPage).not.toHaveBeenCalled();
  },
};

/**
 * The result page without a confirmation kept on this phone: "submitted", never "paid"; opened directly, it
 * starts no bank dialog.
 */
export const ResultNotConfirmedHere: Story = {
  parameters: page(`#/borrowDetail/${ORDER}`),
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('payway.unknownTitle') }, WAIT)).toBeVisible();
    await expect(canvas.queryByText(t('payway.paidTitle'))).toBeNull();
    // Opened directly (the provider's page came back here): no bank dialog started that nothing would end.
    await expect(bridge.startBank).not.toHaveBeenCalled();
    await expect(bridge.endBank).not.toHaveBeenCalled();
  },
};

/**
 * The result page with a payment this phone sent but never heard back about: "submitted" (never "paid"),
 * with the amount and the server's reference it kept.
 */
export const ResultSubmittedKept: Story = {
  parameters: page(`#/borrowDetail/${ORDER}`),
  beforeEach: (context) => {
    const market = marketOf(context.globals.locale);
    const card = storeOf(context).for(market).bankCards[0]!;
    keepPayment({
      orderId: ORDER,
      amount: AMOUNT[market],
      card: { ...card, id: String(card.id), logo: card.bankLogo ?? '' },
      repayToken: 'rt-kept',
      phase: 'confirming',
      commitKey: 'commit-kept',
      confirmKey: 'confirm-kept',
      recordId: 'RR-SENT',
    });
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const market = marketOf(globals.locale);
    await expect(await canvas.findByRole('heading', { name: t('payway.unknownTitle') }, WAIT)).toBeVisible();
    await expect(canvas.queryByText(t('payway.paidTitle'))).toBeNull();
    const receipt = canvasElement.querySelector('[data-receipt]');
    await expect(receipt).toHaveTextContent(formatMoney(AMOUNT[market], market).replace(/\u00a0/g, ' '));
    await expect(receipt).toHaveTextContent('RR-SENT');
    await expect(receipt).not.toHaveTextContent(t('payway.resultCard'));
  },
};
