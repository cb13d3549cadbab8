import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_ORDER_ID, handlersFor } from '@loan-h5/api/mocks';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';
import VirtualAccountPage from './VirtualAccountPage';
import { withPage } from './pageStoryDecorators';
import {
  AMOUNT,
  bridge,
  codeRegion,
  PAGE,
  recordKeys,
  renderWithElsewhere,
  resetVirtualAccountStory,
  store,
  vcodeCalls,
} from './VirtualAccountPage.storyKit';

/** Where the page led, once it left /that. */
const leftTo = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const found = canvasElement.querySelector('[data-elsewhere]');
    if (!found) throw new Error('still on /that');
    return new URL(found.textContent ?? '', 'https://h5.test');
  });

/** The real /that container against the mock backend: the complaint shortcut, Change method, and Back to my bill when the amount is missing. */
const meta = {
  title: 'App/Virtual account page/Navigation',
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
