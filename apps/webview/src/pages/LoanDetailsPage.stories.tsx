import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createMockStore, handlersFor } from '@loan-h5/api/mocks';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import LoanDetailsPage, { PRODUCT_DETAIL_PAGE } from './LoanDetailsPage';
import { clearBridge, recordingBridge, withPage, type PageStoryParameters } from './pageStoryDecorators';
import { loadingMask, loadsAsSkeleton, skeletonGone, SLOW_LOAD_MS } from './pageStoryPlays';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';

const bridge = recordingBridge();
// One backend per scenario, each back to its seed before every story (a rating changes the order).
const repaying = createMockStore();
const reviewing = createMockStore();
const repaid = createMockStore();
const rating = createMockStore();

const page = (url: string): { page: PageStoryParameters } => ({ page: { url, bridge } });
const backend = (scenario: string, store?: ReturnType<typeof createMockStore>) => ({
  msw: { handlers: { backend: handlersFor(scenario, store) } },
});

/** The real /loanDetails container against the mock backend, one story per branch it takes. */
const meta = {
  title: 'App/Loan details page',
  component: LoanDetailsPage,
  decorators: [withPage],
  parameters: { ...page('/loanDetails?productId=1&orderId=10001'), docs: { story: inOwnFrame } },
  beforeEach: () => {
    clearBridge(bridge);
    for (const store of [repaying, reviewing, repaid, rating]) store.reset();
  },
} satisfies Meta<typeof LoanDetailsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Status 174 (repaying): Repay opens the server's repayment page through the app; no recommendations. */
export const Status174: Story = {
  parameters: backend('orderStatus:174', repaying),
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const repay = await canvas.findByRole('button', { name: t('label.repay') });
    await expect(canvas.getByRole('button', { name: t('label.extension') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('label.borrowAgain') })).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('heading', { name: t('loanDetails.recommended') }),
    ).not.toBeInTheDocument();
    await userEvent.click(repay);
    await waitFor(() => expect(bridge.openPage).toHaveBeenCalledTimes(1));
    const opened = new URL(bridge.openPage.mock.calls[0]![0]);
    await expect(opened.pathname).toBe('/repayPlan');
    await expect(opened.searchParams.get('orderId')).toBe('10001');
  },
};

/** Status 200 (repaid): Borrow again records the event (module 30, position 0), then opens product detail. */
export const Status200: Story = {
  parameters: backend('orderStatus:200', repaid),
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('label.borrowAgain') }));
    await waitFor(() =>
      expect(bridge.openPageWithParams).toHaveBeenCalledWith(PRODUCT_DETAIL_PAGE, { productId: '1' }),
    );
    await expect(repaid.calls.find((c) => c.endpoint === 'event-save')?.payload).toMatchObject({
      productId: '1',
      moduleId: '30',
      positionId: '0',
    });
    await expect(canvas.queryByRole('button', { name: t('label.repay') })).not.toBeInTheDocument();
  },
};

/** The server asks for a rating: 3 stars posts 3 and the borrower is thanked (no store dialog). */
export const RatingThanks: Story = {
  parameters: { ...backend('orderStatus:200,isScore:1', rating) },
  play: async ({ globals }) => {
    const t = storyText({ globals });
    const dialog = await screen.findByRole('dialog', { name: t('label.scorePrompt') });
    await userEvent.click(within(dialog).getByRole('radio', { name: t('rating.star', { count: 3 }) }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.submit') }));
    const thanks = await screen.findByRole('dialog', { name: t('loanDetails.thanksTitle') });
    await waitFor(() => expect(thanks).toBeVisible());
    await expect(rating.calls.find((c) => c.endpoint === 'google-score')?.payload).toMatchObject({
      score: '3',
    });
    await expect(bridge.goRate).not.toHaveBeenCalled();
  },
};

/** 5 stars posts 5 and asks the app for its rate dialog; the post is a submit, under the "Loading…" mask. */
export const RatingStore: Story = {
  parameters: { ...backend('orderStatus:200,isScore:1,slow:google-score:600', rating) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const dialog = await screen.findByRole('dialog', { name: t('label.scorePrompt') });
    await userEvent.click(within(dialog).getByRole('radio', { name: t('rating.star', { count: 5 }) }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.submit') }));
    await waitFor(() => expect(loadingMask(canvasElement)).not.toBeNull());
    await waitFor(() => expect(bridge.goRate).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(loadingMask(canvasElement)).toBeNull());
    await expect(
      screen.queryByRole('dialog', { name: t('loanDetails.thanksTitle') }),
    ).not.toBeInTheDocument();
  },
};

/** The order is slow to come: the page's own skeleton (status and order cards), no mask; then the order. */
export const SlowLoad: Story = {
  parameters: backend(`orderStatus:174,slow:loan-details:${SLOW_LOAD_MS}`, repaying),
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await loadsAsSkeleton(canvasElement, globals, 'loanDetails.loading');
    await skeletonGone(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: t('label.repay') })).toBeVisible();
  },
};

/** The server refuses the order: the error state, with a retry. */
export const CodeError: Story = {
  parameters: backend('code:loan-details:1001:Order not found|Pesanan tidak ditemukan'),
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('error.title'));
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeVisible();
  },
};

/** Status 21 (under review) shows other lenders: applying records the tap and opens the product's address. */
export const ApplyRecommended: Story = {
  parameters: backend('orderStatus:21', reviewing),
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: t('loanDetails.recommended') });
    const buttons = within(list).getAllByRole('button');
    const position = buttons.findIndex((b) => b.getAttribute('aria-disabled') !== 'true');
    await userEvent.click(buttons[position]!);
    await waitFor(() => expect(bridge.openPage).toHaveBeenCalledTimes(1));
    await expect(new URL(bridge.openPage.mock.calls[0]![0]).pathname).toBe('/loanConfirm');
    await expect(reviewing.calls.find((c) => c.endpoint === 'page-event-save')?.payload).toMatchObject({
      moduleId: '300',
      positionId: String(position),
    });
    await expect(reviewing.calls.find((c) => c.endpoint === 'product-apply')?.payload).toMatchObject({
      module_id: '300',
    });
  },
};
