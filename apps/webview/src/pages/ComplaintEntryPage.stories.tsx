import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createMockStore, handlersFor, orderSummaryOf, type MockMarket } from '@loan-h5/api/mocks';
import { storyText } from '../../../../packages/screens/src/test-support/storyText';
import { inOwnFrame } from '../../../../packages/screens/src/test-support/docsFrame';
import ComplaintEntryPage from './ComplaintEntryPage';
import { COMPLAINT_ORDER_KEY } from './complaintLinks';
import { PageProbe, probedUrl } from './complaintPageProbe';
import { clearBridge, recordingBridge, withPage } from './pageStoryDecorators';
import { loadsAsSkeleton, skeletonGone, SLOW_LOAD_MS } from './pageStoryPlays';

const bridge = recordingBridge();
const store = createMockStore();
const noOrders = createMockStore();

type Globals = Record<string, unknown>;
const marketOf = (globals: Globals): MockMarket => (globals.locale === 'id' ? 'ID' : 'IN');
const orderOf = (globals: Globals, orderId: string) =>
  orderSummaryOf(store.for(marketOf(globals)).orders.get(orderId)!);
const typeTitle = (globals: Globals, value: number) =>
  String(store.for(marketOf(globals)).problemTypes.find((t) => Number(t.value) === value)!.title);

/** The real /complaint (and /phenomenon) container against the mock backend. */
const meta = {
  title: 'App/Complaint entry page',
  component: ComplaintEntryPage,
  decorators: [withPage],
  parameters: {
    docs: { story: inOwnFrame },
    page: { url: '/complaint?orderId=10001&tok=t0k', bridge },
    msw: { handlers: { backend: handlersFor('', store) } },
  },
  render: () => (
    <Routes>
      <Route path="/complaint" element={<ComplaintEntryPage />} />
      <Route path="/phenomenon" element={<ComplaintEntryPage />} />
      <Route path="/complainPageNext" element={<PageProbe />} />
      <Route path="/complaintList" element={<PageProbe />} />
      <Route path="/customerService" element={<PageProbe />} />
    </Routes>
  ),
  beforeEach: () => {
    clearBridge(bridge);
    store.reset();
    noOrders.reset();
    localStorage.removeItem(COMPLAINT_ORDER_KEY);
  },
} satisfies Meta<typeof ComplaintEntryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page's order and the types; Repayment opens the form with the type, the order and the page's params. */
export const OrderAndTypes: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const order = orderOf(globals, '10001');
    await expect(await canvas.findByRole('article', { name: order.productName })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: typeTitle(globals, 2) }));
    await waitFor(() => expect(probedUrl(canvasElement)?.pathname).toBe('/complainPageNext'));
    const target = probedUrl(canvasElement)!;
    await expect(target.searchParams.get('problemType')).toBe('2');
    await expect(target.searchParams.get('orderNo')).toBe(order.orderNo);
    await expect(target.searchParams.get('tok')).toBe('t0k');
    await expect(target.searchParams.has('problemSonType')).toBe(false);
    await expect(JSON.parse(localStorage.getItem(COMPLAINT_ORDER_KEY) ?? 'null')).toBe(order.orderNo);
  },
};

/** The customer-service shortcut (/phenomenon): the same entry; a collection sub-type adds problemSonType. */
export const ShortcutSubType: Story = {
  name: 'From customer service: collection sub-type',
  parameters: { page: { url: '/phenomenon?tok=t0k', bridge } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('complaint.typesHeading') })).toBeVisible();
    const collection = canvas.getByRole('button', { name: typeTitle(globals, 1) });
    await userEvent.click(collection);
    await expect(collection).toHaveAttribute('aria-expanded', 'true');
    const sub = store.for(marketOf(globals)).problemSubTypes[0]!;
    await userEvent.click(canvas.getByRole('button', { name: String(sub.title) }));
    await waitFor(() =>
      expect(probedUrl(canvasElement)?.searchParams.get('problemSonType')).toBe(String(sub.value)),
    );
    await expect(probedUrl(canvasElement)?.searchParams.get('problemType')).toBe('1');
  },
};

/**
 * An order that does not allow collection (isShow 0): collection is refused in plain words, nothing
 * opens, and customer service is the way on (with the page's params).
 */
export const CollectionBlocked: Story = {
  parameters: { page: { url: '/complaint?orderId=10004', bridge } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('article', { name: orderOf(globals, '10004').productName }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: typeTitle(globals, 1) }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('complaint.collectionBlocked'));
    await expect(alert).toHaveTextContent(t('complaint.collectionBlockedWhy'));
    await expect(probedUrl(canvasElement)).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: t('complaint.contactService') }));
    await waitFor(() => expect(probedUrl(canvasElement)?.pathname).toBe('/customerService'));
    await expect(probedUrl(canvasElement)?.searchParams.get('orderId')).toBe('10004');
  },
};

/** "All": another order chosen replaces the card's and is kept on the phone; My complaints opens the list. */
export const ChooseAnotherOrder: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('orderCard.all') }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: t('complaint.ordersTitle'),
    });
    const other = orderOf(globals, '10003');
    await userEvent.click(
      within(dialog).getByRole('button', {
        name: new RegExp(t('complaint.orderNo', { orderNo: other.orderNo })),
      }),
    );
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('article', { name: other.productName })).toBeVisible();
    await expect(JSON.parse(localStorage.getItem(COMPLAINT_ORDER_KEY) ?? 'null')).toBe(other.orderNo);
    await userEvent.click(canvas.getByRole('button', { name: t('complaint.listTitle') }));
    await waitFor(() => expect(probedUrl(canvasElement)?.pathname).toBe('/complaintList'));
  },
};

/** The borrower has no order: the empty state, and the types still usable. */
export const NoOrder: Story = {
  parameters: { msw: { handlers: { backend: handlersFor('empty:problem-init', noOrders) } } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('complaint.noOrder') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: typeTitle(globals, 6) })).toBeVisible();
  },
};

/** The entry is slow to come: the page's own skeleton, Back usable; then the entry. */
export const SlowLoad: Story = {
  parameters: { msw: { handlers: { backend: handlersFor(`slow:problem-init:${SLOW_LOAD_MS}`, store) } } },
  play: async ({ canvasElement, globals }) => {
    await loadsAsSkeleton(canvasElement, globals, 'complaint.loading');
    await skeletonGone(canvasElement);
    await expect(
      within(canvasElement).getByRole('heading', { name: storyText({ globals })('complaint.typesHeading') }),
    ).toBeVisible();
  },
};
