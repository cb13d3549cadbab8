import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { jointProductJump } from '@loan-h5/api';
import {
  catalogueProducts,
  createJointFailure,
  createMockStore,
  endpointPattern,
  handlersFor,
} from '@loan-h5/api/mocks';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import { clearBridge, recordingBridge, withPage } from './pageStoryDecorators';
import { loadingMask, loadsAsSkeleton, skeletonGone, SLOW_LOAD_MS } from './pageStoryPlays';
import JointLoginFailurePage from './JointLoginFailurePage';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';

/** Stands in for the native (iOS) app: records what the page asks of it. */
const app = recordingBridge('ios');
const store = createMockStore();

const marketOf = (globals: Record<string, unknown>) => (globals.locale === 'id' ? 'ID' : 'IN');

/** A jump answer for the stories that show where a product leads. */
const jumpTo = (url: string) => [
  http.post(endpointPattern(jointProductJump, '/gateway'), () =>
    HttpResponse.json({ code: 0, message: 'ok', data: { url } }),
  ),
  ...handlersFor('', store),
];

/** The real /jointLoginError container against the mock backend. */
const meta = {
  title: 'App/Joint login failure page',
  component: JointLoginFailurePage,
  decorators: [withPage],
  parameters: {
    docs: { story: inOwnFrame },
    page: { url: '/jointLoginError', bridge: app },
    msw: { handlers: { backend: handlersFor('', store) } },
  },
  beforeEach: () => {
    store.reset();
    clearBridge(app);
  },
} satisfies Meta<typeof JointLoginFailurePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The server's message and notice, other lenders; a product tap logs the click and opens its http address. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const failure = createJointFailure({ market: marketOf(globals) });
    await expect(await canvas.findByRole('heading', { name: failure.message })).toBeVisible();
    await expect(canvas.getByText(failure.notice)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t('jointLogin.products') })).toBeVisible();
    const products = catalogueProducts(marketOf(globals));
    await expect(canvas.getAllByRole('article')).toHaveLength(products.length);

    const card = canvas.getByRole('article', { name: products[1]!.productName });
    await userEvent.click(within(card).getByRole('button', { name: products[1]!.buttonText }));
    await waitFor(() => expect(app.openPage).toHaveBeenCalledTimes(1));
    // The server's address as it is, with the language of the market it answered for.
    const lang = marketOf(globals) === 'IN' ? '1' : '0';
    await expect(app.openPage.mock.calls[0]![0]).toMatch(
      new RegExp(`^https?://[^/]+/loanConfirm\\?productId=2&lang=${lang}$`),
    );
    await expect(store.calls.map((c) => [c.endpoint, c.payload.productId])).toEqual([
      ['joint-failure-info', undefined],
      ['joint-product-click', '2'],
      ['joint-product-jump', '2'],
    ]);
  },
};

/**
 * The failure is slow to come: the page's own skeleton, no mask; then the message. A product tap is a
 * submit: the mask covers the page until the jump is answered.
 */
export const SlowLoadThenApply: Story = {
  parameters: {
    msw: {
      handlers: {
        backend: handlersFor(`slow:joint-failure-info:${SLOW_LOAD_MS},slow:joint-product-jump:600`, store),
      },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await loadsAsSkeleton(canvasElement, globals, 'jointLogin.loading');
    await skeletonGone(canvasElement);
    const failure = createJointFailure({ market: marketOf(globals) });
    await expect(canvas.getByRole('heading', { name: failure.message })).toBeVisible();

    const product = catalogueProducts(marketOf(globals))[0]!;
    const card = canvas.getByRole('article', { name: product.productName });
    await userEvent.click(within(card).getByRole('button', { name: product.buttonText }));
    await waitFor(() => expect(loadingMask(canvasElement)).not.toBeNull());
    await waitFor(() => expect(app.openPage).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(loadingMask(canvasElement)).toBeNull());
  },
};

/** No other lenders: the message and notice only. */
export const EmptyProducts: Story = {
  name: 'Empty products (empty:joint-failure-info)',
  parameters: { msw: { handlers: { backend: handlersFor('empty:joint-failure-info') } } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const failure = createJointFailure({ market: marketOf(globals) });
    await expect(await canvas.findByRole('heading', { name: failure.message })).toBeVisible();
    await expect(canvas.getByText(failure.notice)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: t('jointLogin.products') })).toBeNull();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** A jump result that is not http goes to the app (on iOS its `openPageWithParams` message handler). */
export const JumpToApp: Story = {
  parameters: { msw: { handlers: { backend: jumpTo('/loanConfirm?productId=1') } } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const product = catalogueProducts(marketOf(globals))[0]!;
    const card = await canvas.findByRole('article', { name: product.productName });
    await userEvent.click(within(card).getByRole('button', { name: product.buttonText }));
    await waitFor(() =>
      expect(app.openPageWithParams).toHaveBeenCalledWith('/loanConfirm?productId=1', { productId: '1' }),
    );
    await expect(app.openPage).not.toHaveBeenCalled();
  },
};

/** A `javascript:` jump result is refused with a message; nothing opens. */
export const UnsafeJumpRefused: Story = {
  parameters: { msw: { handlers: { backend: jumpTo('javascript:alert(1)') } } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const product = catalogueProducts(marketOf(globals))[0]!;
    const card = await canvas.findByRole('article', { name: product.productName });
    await userEvent.click(within(card).getByRole('button', { name: product.buttonText }));
    await waitFor(() => expect(screen.getByText(t('error.unsafeLink'))).toBeVisible());
    await expect(app.openPage).not.toHaveBeenCalled();
    await expect(app.openPageWithParams).not.toHaveBeenCalled();
  },
};

/** The server refuses the click: its message in a toast, nothing opens. */
export const ClickRefused: Story = {
  parameters: {
    msw: {
      handlers: { backend: handlersFor('code:joint-product-click:1:This lender is busy|Mitra sedang sibuk') },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const product = catalogueProducts(marketOf(globals))[0]!;
    const card = await canvas.findByRole('article', { name: product.productName });
    await userEvent.click(within(card).getByRole('button', { name: product.buttonText }));
    const message = globals.locale === 'id' ? 'Mitra sedang sibuk' : 'This lender is busy';
    await waitFor(() => expect(screen.getByText(message)).toBeVisible());
    await expect(app.openPage).not.toHaveBeenCalled();
  },
};
