import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createMockStore, createLoanConfirm, handlersFor } from '@loan-h5/api/mocks';
import { formatMoney, marketForLocale } from '@loan-h5/screens';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import LoanConfirmPage from './LoanConfirmPage';
import { LOAN_CONFIRM_TRACK } from './loanLinks';
import { clearBridge, recordingBridge, withPage, type PageStoryParameters } from './pageStoryDecorators';
import { loadsAsSkeleton, skeletonGone, SLOW_LOAD_MS } from './pageStoryPlays';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';

const bridge = recordingBridge();
/** The backend of the default story: its calls are counted (one push per confirmation). */
const store = createMockStore();

const page = (url: string): { page: PageStoryParameters } => ({ page: { url, bridge } });

/** The offer's amount as the borrower sees it in the story's language. */
const amountShown = (globals: Record<string, unknown>) => {
  const market = marketForLocale(globals.locale === 'id' ? 'id' : 'en');
  return formatMoney(createLoanConfirm({ market, productId: '1' }).amount, market);
};

/** The real /loanConfirm container against the mock backend: load, agreements, confirm. */
const meta = {
  title: 'App/Loan confirm page',
  component: LoanConfirmPage,
  decorators: [withPage],
  parameters: {
    docs: { story: inOwnFrame },
    ...page('/loanConfirm?productId=1'),
    msw: { handlers: { backend: handlersFor('', store) } },
  },
  beforeEach: () => {
    clearBridge(bridge);
    store.reset();
  },
} satisfies Meta<typeof LoanConfirmPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The offer with its amount first and the agreement box unticked. Confirm before ticking sends nothing;
 * once ticked, a double tap sends one push, records the tracking point and opens the server's loan
 * details page marked `from=confirm`.
 */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const offer = await canvas.findByRole('region', { name: t('label.amount') });
    await expect(within(offer).getByText(amountShown(globals), { collapseWhitespace: false })).toBeVisible();
    const box = canvas.getByRole('checkbox');
    await expect(box).not.toBeChecked();

    await userEvent.click(canvas.getByRole('button', { name: t('common.confirm') }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('loanConfirm.consentRequired'));
    await expect(box).toHaveFocus();
    await expect(store.calls.filter((c) => c.endpoint === 'loan-detail-push')).toHaveLength(0);

    await userEvent.click(box);
    await userEvent.dblClick(canvas.getByRole('button', { name: t('common.confirm') }));
    await waitFor(() => expect(bridge.openPage).toHaveBeenCalledTimes(1));
    const opened = new URL(bridge.openPage.mock.calls[0]![0]);
    await expect(opened.pathname).toBe('/loanDetails');
    await expect(opened.searchParams.get('from')).toBe('confirm');
    await expect(opened.searchParams.get('productId')).toBe('1');
    await expect(bridge.track).toHaveBeenCalledWith(LOAN_CONFIRM_TRACK, { productId: '1' });
    await expect(store.calls.filter((c) => c.endpoint === 'loan-detail-push')).toHaveLength(1);
  },
};

/** A title asks the server for the agreement's address and opens it through the app. */
export const OpenAgreement: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const agreements = await canvas.findByRole('region', { name: t('loanConfirm.agreements') });
    const [first] = within(agreements).getAllByRole('listitem');
    await userEvent.click(within(first!).getByRole('button'));
    await waitFor(() => expect(bridge.openPage).toHaveBeenCalledTimes(1));
    await expect(bridge.openPage.mock.calls[0]![0]).toMatch(/^https?:\/\/.+position=0/);
    await expect(store.calls.find((c) => c.endpoint === 'contract-jump')?.payload).toMatchObject({
      productId: '1',
      position: '0',
      scene: '3',
    });
  },
};

/** Type 1 with an agreement: the pop-up opens first; Cancel closes the webview. */
export const AgreementPopup: Story = {
  parameters: { msw: { handlers: { backend: handlersFor('agreementPopup,confirmType:1') } } },
  play: async ({ globals }) => {
    const t = storyText({ globals });
    const market = marketForLocale(globals.locale === 'id' ? 'id' : 'en');
    const { popTitle } = createLoanConfirm({ market, productId: '1' });
    const dialog = await screen.findByRole('dialog', { name: popTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
    await expect(bridge.close).toHaveBeenCalledTimes(1);
  },
};

/** The push is refused: the server's message in a toast, and the borrower stays on the offer. */
export const ConfirmRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        backend: handlersFor(
          'code:loan-detail-push:1001:Limit reached for today|Batas pengajuan hari ini sudah tercapai',
        ),
      },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.confirm') }));
    const toast = await screen.findByText(
      globals.locale === 'id' ? 'Batas pengajuan hari ini sudah tercapai' : 'Limit reached for today',
    );
    // It fades in.
    await waitFor(() => expect(toast).toBeVisible());
    await expect(bridge.openPage).not.toHaveBeenCalled();
    await expect(bridge.track).not.toHaveBeenCalled();
  },
};

/**
 * The server sends the offer without its repayment plan: no total, Confirm refused even when ticked, and
 * Try again loads the offer once more.
 */
export const MissingPlan: Story = {
  parameters: { msw: { handlers: { backend: handlersFor('empty:loan-detail-confirm', store) } } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.confirm') }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('loanConfirm.planMissing'));
    await expect(store.calls.filter((c) => c.endpoint === 'loan-detail-push')).toHaveLength(0);
    const loads = store.calls.filter((c) => c.endpoint === 'loan-detail-confirm').length;
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await waitFor(() =>
      expect(store.calls.filter((c) => c.endpoint === 'loan-detail-confirm')).toHaveLength(loads + 1),
    );
  },
};

/** The offer is slow to come: the page's own skeleton (offer, summary, plan), no mask; then the offer. */
export const SlowLoad: Story = {
  parameters: {
    msw: { handlers: { backend: handlersFor(`slow:loan-detail-confirm:${SLOW_LOAD_MS}`, store) } },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    await loadsAsSkeleton(canvasElement, globals, 'loanConfirm.loading');
    await skeletonGone(canvasElement);
    const offer = within(canvasElement).getByRole('region', { name: t('label.amount') });
    await expect(within(offer).getByText(amountShown(globals), { collapseWhitespace: false })).toBeVisible();
  },
};

/** The offer cannot be loaded: the error state, with a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { backend: handlersFor('network-error:loan-detail-confirm') } } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('error.title'));
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeVisible();
  },
};
