import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useLocale } from '../../i18n/LocaleProvider';
import {
  complaintEntryFor,
  complaintOrdersFor,
  complaintSubTypesFor,
  complaintTypesFor,
} from '../../test-support/fixtures/complaints';
import { failsWithRetry, showsLoading } from '../../test-support/loadStatePlays';
import { storyText } from '../../test-support/storyText';
import { ComplaintEntryScreen, type ComplaintFormChoice } from './ComplaintEntryScreen';
import { entryStorySpies, shownDialog, storyLocale as localeOf, type EntryStoryArgs } from './entryStoryArgs';

interface StoryArgs extends EntryStoryArgs<ComplaintFormChoice> {
  orders?: 'many' | 'one' | 'none';
  defaultOrderNo?: string;
  defaultSubTypesOpen?: boolean;
}

/** The entry with the story language's orders and types. */
function LocalisedEntry({ orders = 'many', load = 'ready', onRetry, ...rest }: StoryArgs) {
  const { locale } = useLocale();
  if (load === 'loading') return <ComplaintEntryScreen status="loading" {...rest} />;
  if (load === 'error') return <ComplaintEntryScreen status="error" onRetry={onRetry} {...rest} />;
  return <ComplaintEntryScreen status="ready" entry={complaintEntryFor(locale, orders)} {...rest} />;
}

const meta = {
  title: 'Complaints/Entry',
  component: LocalisedEntry,
  args: { ...entryStorySpies(), onCustomerService: fn() },
} satisfies Meta<typeof LocalisedEntry>;
export default meta;
type Story = StoryObj<typeof meta>;

const typeButton = (canvasElement: HTMLElement, title: string) =>
  within(canvasElement).getByRole('button', { name: title });

/**
 * The current order's card with "All", the question types; "My complaints" in the top bar; a type other
 * than collection opens the form with the order.
 */
export const Default: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const [first] = complaintOrdersFor(localeOf(globals));
    await expect(canvas.getByRole('article', { name: first!.productName })).toBeVisible();
    await expect(canvas.getByText(first!.status)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t('complaint.typesHeading') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('complaint.listTitle') }));
    await expect(args.onMyComplaints).toHaveBeenCalledTimes(1);
    const repayment = complaintTypesFor(localeOf(globals))[1]!;
    await userEvent.click(typeButton(canvasElement, repayment.title));
    await expect(args.onChoose).toHaveBeenCalledWith({
      problemType: '2',
      orderNo: first!.orderNo,
    });
  },
};

/** "All" opens the borrower's orders; choosing one replaces the card's order and closes the list. */
export const ManyOrdersChooseOne: Story = {
  name: 'Many orders: choose one',
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const orders = complaintOrdersFor(localeOf(globals));
    const body = within(canvasElement.ownerDocument.body);
    const all = within(canvasElement).getByRole('button', { name: t('orderCard.all') });
    await expect(all).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(all);
    const dialog = await shownDialog(canvasElement, t('complaint.ordersTitle'));
    await expect(
      within(dialog).getByText(t('complaint.orderNo', { orderNo: orders[2]!.orderNo })),
    ).toBeVisible();
    // Each order is a choice; the current one is marked.
    await expect(within(dialog).getAllByRole('button', { name: /./ })).toHaveLength(orders.length + 1);
    await expect(within(dialog).getByRole('button', { current: true })).toHaveTextContent(
      orders[0]!.productName,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(orders[2]!.productName) }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOrderChange).toHaveBeenCalledWith(orders[2]!.orderNo);
    await expect(within(canvasElement).getByRole('article', { name: orders[2]!.productName })).toBeVisible();
    // Focus is back on "All", where the borrower was.
    await expect(within(canvasElement).getByRole('button', { name: t('orderCard.all') })).toHaveFocus();
  },
};

/** The "All" list open: every order with its number and status, the current one marked. */
export const OrderListOpen: Story = {
  name: 'Many orders: list open',
  args: { defaultOrderListOpen: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const orders = complaintOrdersFor(localeOf(globals));
    const dialog = await shownDialog(canvasElement, t('complaint.ordersTitle'));
    for (const order of orders)
      await expect(
        within(dialog).getByText(t('complaint.orderNo', { orderNo: order.orderNo })),
      ).toBeVisible();
    await expect(within(dialog).getByRole('button', { current: true })).toHaveTextContent(
      orders[0]!.productName,
    );
  },
};

/** No order: a clear empty state, no "All"; a type other than collection still opens the form. */
export const NoOrder: Story = {
  args: { orders: 'none' },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('complaint.noOrder') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('orderCard.all') })).toBeNull();
    const other = complaintTypesFor(localeOf(globals))[5]!;
    await userEvent.click(typeButton(canvasElement, other.title));
    await expect(args.onChoose).toHaveBeenCalledWith({ problemType: '6', orderNo: '' });
  },
};

/** Collection about an order that does not allow it (`isShow` not 1): refused with the spec's message. */
export const CollectionBlocked: Story = {
  args: { defaultOrderNo: 'LN2025051810004' },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const collection = complaintTypesFor(localeOf(globals))[0]!;
    await userEvent.click(typeButton(canvasElement, collection.title));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(t('complaint.collectionBlocked'));
    await expect(alert).toHaveTextContent(t('complaint.collectionBlockedWhy'));
    await userEvent.click(within(alert).getByRole('button', { name: t('complaint.contactService') }));
    await expect(args.onCustomerService).toHaveBeenCalledTimes(1);
    await expect(typeButton(canvasElement, collection.title)).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

/** Collection opens its sub-types; a sub-type opens the form with problemSonType. */
export const SubTypesOpen: Story = {
  name: 'Collection: sub-types open',
  play: async ({ canvasElement, globals, args }) => {
    const locale = localeOf(globals);
    const collection = complaintTypesFor(locale)[0]!;
    const button = typeButton(canvasElement, collection.title);
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = within(canvasElement).getByRole('list', { name: collection.title });
    const sub = complaintSubTypesFor(locale)[2]!;
    await userEvent.click(within(list).getByRole('button', { name: sub.title }));
    await expect(args.onChoose).toHaveBeenCalledWith({
      problemType: '1',
      problemSonType: sub.value,
      orderNo: complaintOrdersFor(locale)[0]!.orderNo,
    });
  },
};

export const Loading: Story = { args: { load: 'loading' }, play: showsLoading('complaint.loading') };

export const LoadError: Story = { args: { load: 'error' }, play: failsWithRetry };
