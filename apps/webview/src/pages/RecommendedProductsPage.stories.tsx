import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { productApply } from '@loan-h5/api';
import {
  catalogueProducts,
  createMockStore,
  customerContactFor,
  endpointPattern,
  handlersFor,
} from '@loan-h5/api/mocks';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import { clearBridge, recordingBridge, withPage } from './pageStoryDecorators';
import { loadsAsSkeleton, skeletonGone, SLOW_LOAD_MS } from './pageStoryPlays';
import RecommendedProductsPage from './RecommendedProductsPage';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';

/** Stands in for the native app: records what the page asks of it. */
const app = recordingBridge();
/** The mock backend of the list stories: the play functions read the calls it answered. */
const store = createMockStore();

/** The story's products as the mock backend sends them (it answers in the story's language). */
const productsFor = (globals: Record<string, unknown>) =>
  catalogueProducts(globals.locale === 'id' ? 'ID' : 'IN');

/** The real /relevant container against the mock backend. */
const meta = {
  title: 'App/Recommended page',
  component: RecommendedProductsPage,
  decorators: [withPage],
  parameters: {
    docs: { story: inOwnFrame },
    page: { url: '/relevant?scene=1', bridge: app },
    msw: { handlers: { backend: handlersFor('', store) } },
  },
  beforeEach: () => {
    store.reset();
    clearBridge(app);
  },
} satisfies Meta<typeof RecommendedProductsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Scene 1 is a precise scene: the tap is recorded and the product applied under module 301. */
export const List: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const products = productsFor(globals);
    const first = await canvas.findByRole('article', { name: products[0]!.productName });
    await expect(canvas.getAllByRole('article')).toHaveLength(products.length);
    await expect(canvas.getByText(t('recommended.intro'))).toBeVisible();

    // A disabled product's button does nothing.
    const soldOut = products.find((p) => Number(p.buttonStatus) !== 1)!;
    const soldOutCard = canvas.getByRole('article', { name: soldOut.productName });
    await userEvent.click(within(soldOutCard).getByRole('button', { name: soldOut.buttonText }));
    await expect(store.calls.filter((c) => c.endpoint !== 'recommend-product-list')).toEqual([]);

    await userEvent.click(within(first).getByRole('button', { name: products[0]!.buttonText }));
    await waitFor(() => expect(app.openPage).toHaveBeenCalledTimes(1));
    // The server's address as it is, with the language of the market it answered for.
    const lang = globals.locale === 'id' ? '0' : '1';
    await expect(app.openPage.mock.calls[0]![0]).toMatch(
      new RegExp(`^https?://[^/]+/loanConfirm\\?productId=1&lang=${lang}$`),
    );
    const sent = store.calls.map(({ endpoint, payload }) => ({ endpoint, payload }));
    await expect(sent.map((c) => c.endpoint)).toEqual([
      'recommend-product-list',
      'page-event-save',
      'product-apply',
    ]);
    await expect(sent[0]!.payload).toMatchObject({ scene: '1' });
    await expect(sent[1]!.payload).toMatchObject({ productId: '1', moduleId: '301', positionId: '0' });
    await expect(sent[2]!.payload).toMatchObject({ product_id: '1', module_id: '301', scene: '1' });
  },
};

/** The list is slow to come: product-card shapes under the page's bar, no mask; then the products. */
export const SlowLoad: Story = {
  parameters: {
    msw: { handlers: { backend: handlersFor(`slow:recommend-product-list:${SLOW_LOAD_MS}`, store) } },
  },
  play: async ({ canvasElement, globals }) => {
    await loadsAsSkeleton(canvasElement, globals, 'recommended.loading');
    await skeletonGone(canvasElement);
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(productsFor(globals).length);
  },
};

/** Nothing to recommend: the way out leads to the app's home. */
export const Empty: Story = {
  name: 'Empty (empty:recommend-product-list)',
  parameters: { msw: { handlers: { backend: handlersFor('empty:recommend-product-list') } } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('recommended.empty'))).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('common.goHome') }));
    await expect(app.goHome).toHaveBeenCalledTimes(1);
    // The backend's customer service number is the other way on.
    const phone = customerContactFor(globals.locale === 'id' ? 'ID' : 'IN').bophone;
    await userEvent.click(await canvas.findByRole('button', { name: `${t('service.call')} ${phone}` }));
    await expect(app.callPhone).toHaveBeenCalledWith(phone);
  },
};

/** The list cannot be loaded: the error state, and a retry that asks again. */
export const ServerError: Story = {
  name: 'Server error (server-error:recommend-product-list)',
  parameters: { msw: { handlers: { backend: handlersFor('server-error:recommend-product-list') } } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('error.title'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('error.title'));
  },
};

/** The server answers an apply with a `javascript:` address: nothing opens and the borrower is told. */
export const UnsafeLinkRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        backend: [
          http.post(endpointPattern(productApply, ''), () =>
            HttpResponse.json({ code: 0, message: 'ok', data: { url: 'javascript:alert(1)' } }),
          ),
          ...handlersFor(''),
        ],
      },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const product = productsFor(globals)[0]!;
    const card = await canvas.findByRole('article', { name: product.productName });
    await userEvent.click(within(card).getByRole('button', { name: product.buttonText }));
    await waitFor(() => expect(screen.getByText(t('error.unsafeLink'))).toBeVisible());
    await expect(app.openPage).not.toHaveBeenCalled();
  },
};
