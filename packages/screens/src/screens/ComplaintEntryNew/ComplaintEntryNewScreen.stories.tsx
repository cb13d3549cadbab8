import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useLocale } from '../../i18n/LocaleProvider';
import { complaintOrdersFor, complaintTypesFor } from '../../test-support/fixtures/complaints';
import { failsWithRetry, showsLoading } from '../../test-support/loadStatePlays';
import { wordsBrokenAcrossLines } from '../../test-support/largeText';
import { storyText } from '../../test-support/storyText';
import {
  entryStorySpies,
  shownDialog,
  storyLocale as localeOf,
  type EntryStoryArgs,
} from '../ComplaintEntry/entryStoryArgs';
import { ComplaintEntryNewScreen, type NewComplaintChoice } from './ComplaintEntryNewScreen';

interface StoryArgs extends EntryStoryArgs<NewComplaintChoice> {
  orders?: 'many' | 'none';
}

function LocalisedNewEntry({ orders = 'many', load = 'ready', onRetry, ...rest }: StoryArgs) {
  const { locale } = useLocale();
  if (load === 'loading') return <ComplaintEntryNewScreen status="loading" {...rest} />;
  if (load === 'error') return <ComplaintEntryNewScreen status="error" onRetry={onRetry} {...rest} />;
  const list = orders === 'none' ? [] : complaintOrdersFor(locale);
  return (
    <ComplaintEntryNewScreen
      status="ready"
      entry={{ types: complaintTypesFor(locale), order: list[0] ?? null, orders: list }}
      {...rest}
    />
  );
}

const meta = {
  title: 'Complaints/New entry',
  component: LocalisedNewEntry,
  args: entryStorySpies(),
} satisfies Meta<typeof LocalisedNewEntry>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * "All" ("Semua") and "Choose the problem type" ("Pilih jenis permasalahan"); the first four types
 * have their own drawings; a type leads on with its position and the order.
 */
export const Default: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const locale = localeOf(globals);
    await expect(canvas.getByRole('button', { name: locale === 'id' ? 'Semua' : 'All' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', {
        name: locale === 'id' ? 'Pilih jenis permasalahan' : 'Choose the problem type',
      }),
    ).toHaveTextContent(t('complaint.newHeading'));
    const types = complaintTypesFor(locale);
    const icons = [...canvasElement.querySelectorAll('[data-icon]')].map((i) => i.getAttribute('data-icon'));
    await expect(icons).toEqual(['0', '1', '2', '3', 'other', 'other']);
    await userEvent.click(canvas.getByRole('button', { name: types[2]!.title }));
    await expect(args.onChoose).toHaveBeenCalledWith({
      selectedIndex: 2,
      orderNo: complaintOrdersFor(locale)[0]!.orderNo,
    });
  },
};

/** Another order chosen from "All": the choice carries its number. */
export const ChooseAnotherOrder: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const locale = localeOf(globals);
    const orders = complaintOrdersFor(locale);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('orderCard.all') }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await shownDialog(canvasElement, t('complaint.ordersTitle'));
    await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(orders[1]!.productName) }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: complaintTypesFor(locale)[0]!.title }),
    );
    await expect(args.onChoose).toHaveBeenCalledWith({ selectedIndex: 0, orderNo: orders[1]!.orderNo });
  },
};

/** No order: the empty state; a type still leads on, without an order. */
export const NoOrder: Story = {
  args: { orders: 'none' },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('complaint.noOrder') })).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: complaintTypesFor(localeOf(globals))[5]!.title }),
    );
    await expect(args.onChoose).toHaveBeenCalledWith({ selectedIndex: 5, orderNo: '' });
  },
};

/**
 * Phones 392-430 px wide (many Androids are 393 or 412) show one tile a row, so no type's name is broken
 * mid-word; two a row only where a name has room (here 520 px). Before, at 392-430 px a tile held 88-97 px of
 * name: "Pembayaran", "Repayment" and "Disbursement" were cut over two lines.
 */
export const NamesWholeAtEveryWidth: Story = {
  decorators: [
    (Story) => (
      <div data-frame style={{ width: 392 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, globals }) => {
    const frame = canvasElement.querySelector<HTMLElement>('[data-frame]')!;
    const tiles = complaintTypesFor(localeOf(globals)).map((type) =>
      within(canvasElement).getByRole('button', { name: type.title }),
    );
    const rows = () => new Set(tiles.map((tile) => Math.round(tile.getBoundingClientRect().top))).size;
    for (const [width, tilesARow] of [
      [392, 1],
      [412, 1],
      [430, 1],
      [520, 2],
    ] as const) {
      frame.style.width = `${width}px`;
      await expect({ width, rows: rows() }).toEqual({ width, rows: tiles.length / tilesARow });
      await expect({ width, broken: tiles.flatMap(wordsBrokenAcrossLines) }).toEqual({ width, broken: [] });
    }
  },
};

export const Loading: Story = { args: { load: 'loading' }, play: showsLoading('complaint.loading') };

export const LoadError: Story = { args: { load: 'error' }, play: failsWithRetry };
