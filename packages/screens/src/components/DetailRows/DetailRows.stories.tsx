import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatMoney } from '../../i18n/format';
import { marketForLocale, useFormat, useLocale, type Locale } from '../../i18n/LocaleProvider';
import { largeText, linesOf, pastRightEdge } from '../../test-support/largeText';
import { color, radius, space } from '../../theme/tokens';
import { DetailRows, type DetailRow, type DetailRowsProps } from './DetailRows';

type Story = StoryObj<Partial<DetailRowsProps>>;

const meta = {
  title: 'Kit/DetailRows',
  // Docs list the real props; each story builds its rows in the active language.
  component: DetailRows as ComponentType<Partial<DetailRowsProps>>,
  decorators: [
    (Story) => (
      <div style={{ padding: space.lg }}>
        <div style={{ background: color.surface, borderRadius: radius.lg, padding: space.lg }}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<Partial<DetailRowsProps>>;
export default meta;

type Money = (value: unknown) => string;

/** A loan order's lines as the server sends them, in the story's language (amounts in its market). */
function loanOrderRows(locale: Locale, money: Money): DetailRow[] {
  return locale === 'id'
    ? [
        { title: 'Nomor pesanan', value: 'DK2405120933' },
        { title: 'Jumlah pinjaman', value: money(1_500_000) },
        { title: 'Tenor', value: '14 hari' },
        { title: 'Bunga', value: money(31_500) },
        { title: 'Biaya layanan', value: money(75_000) },
        { title: 'Rekening penerima', value: 'BCA •••• 4821' },
        { title: 'Tanggal jatuh tempo', value: '2024-05-26' },
        { title: 'Total pembayaran', value: money(1_606_500), emphasis: true },
      ]
    : [
        { title: 'Order number', value: 'QC2405120933' },
        { title: 'Loan amount', value: money(15_000) },
        { title: 'Term', value: '14 days' },
        { title: 'Interest', value: money(315) },
        { title: 'Processing fee', value: money(750) },
        { title: 'Disbursed to', value: 'HDFC Bank •••• 4821' },
        { title: 'Due date', value: '2024-05-26' },
        { title: 'Total repayment', value: money(16_065), emphasis: true },
      ];
}

/** Extension order lines where some are empty or zero, as on the extension page. */
function extensionRows(
  locale: Locale,
  money: Money,
): { rows: DetailRow[]; hidden: string[]; shown: string[] } {
  const rows: DetailRow[] =
    locale === 'id'
      ? [
          { title: 'Jumlah pinjaman', value: money(1_500_000) },
          { title: 'Biaya perpanjangan', value: money(225_000) },
          { title: 'Denda keterlambatan', value: money(0) },
          { title: 'Potongan kupon', value: money(0) },
          { title: 'Biaya admin', value: money(0) },
          { title: 'Catatan', value: '' },
          { title: 'Kode promo', value: null },
          { title: 'Tenor baru', value: '7 hari' },
          { title: 'Jatuh tempo baru', value: '2024-06-02' },
        ]
      : [
          { title: 'Loan amount', value: money(15_000) },
          { title: 'Extension fee', value: money(2_250) },
          { title: 'Late fee', value: money(0) },
          { title: 'Coupon discount', value: money(0) },
          { title: 'Admin fee', value: money(0) },
          { title: 'Note', value: '' },
          { title: 'Promo code', value: null },
          { title: 'New term', value: '7 days' },
          { title: 'New due date', value: '2024-06-02' },
        ];
  const titles = rows.map((r) => r.title);
  return { rows, hidden: titles.slice(2, 7), shown: [...titles.slice(0, 2), ...titles.slice(7)] };
}

function longRows(locale: Locale, money: Money): DetailRow[] {
  return locale === 'id'
    ? [
        { title: 'Nomor pesanan', value: 'DK20240512093312884771203349' },
        {
          title: 'Rekening penerima',
          value: 'PT Bank Rakyat Indonesia (Persero) Tbk •••• 0012 a.n. Siti Nurhaliza Rahmawati',
        },
        { title: 'Nama lengkap sesuai KTP dan rekening bank', value: 'Siti Nurhaliza Rahmawati' },
        {
          title: 'Alamat',
          value: 'Jl. Jenderal Sudirman Kav. 52-53, Senayan, Kebayoran Baru, Jakarta Selatan 12190',
        },
        { title: 'Total pembayaran', value: money(12_345_678), emphasis: true },
      ]
    : [
        { title: 'Order number', value: 'QC20240512093312884771203349' },
        {
          title: 'Disbursed to',
          value: 'State Bank of India, Connaught Place branch •••• 0012 (Rajesh Kumar Venkataraman)',
        },
        { title: 'Full name as on PAN card and bank account', value: 'Rajesh Kumar Venkataraman' },
        { title: 'UPI ID', value: 'rajeshkumar.venkataraman1987@okhdfcbank' },
        { title: 'Total repayment', value: money(1_23_45_678), emphasis: true },
      ];
}

function LoanOrderRows(props: Partial<DetailRowsProps>) {
  const { locale } = useLocale();
  return <DetailRows rows={loanOrderRows(locale, useFormat().money)} {...props} />;
}

function ExtensionRows(props: Partial<DetailRowsProps>) {
  const { locale } = useLocale();
  return <DetailRows rows={extensionRows(locale, useFormat().money).rows} {...props} />;
}

function LongRows(props: Partial<DetailRowsProps>) {
  const { locale } = useLocale();
  return <DetailRows rows={longRows(locale, useFormat().money)} {...props} />;
}

const localeOf = (globals: Record<string, unknown>): Locale => (globals.locale === 'id' ? 'id' : 'en');
const noMoney: Money = () => '';
/** Money as the story's market writes it: the sign and the digits joined by a no-break space. */
const moneyIn =
  (globals: Record<string, unknown>): Money =>
  (value) =>
    formatMoney(value, marketForLocale(localeOf(globals)));

/** The exact text shown for a row's value (no whitespace folding, so a no-break space counts). */
const valueText = (canvasElement: HTMLElement, title: string) =>
  within(canvasElement).getByText(title).nextElementSibling?.textContent;

export const LoanOrder: Story = {
  render: (args) => <LoanOrderRows {...args} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const rows = loanOrderRows(localeOf(globals), noMoney);
    await expect(canvas.getAllByRole('term')).toHaveLength(rows.length);
    await expect(canvas.getAllByRole('definition')).toHaveLength(rows.length);
    await expect(canvas.getByText(rows[0]!.title)).toBeVisible();
    const id = localeOf(globals) === 'id';
    // The server's 2024-05-26 in the borrower's language; the amounts as the market writes them,
    // their currency sign held to the digits by a no-break space.
    await expect(valueText(canvasElement, id ? 'Tanggal jatuh tempo' : 'Due date')).toBe(
      id ? '26 Mei 2024' : '26 May 2024',
    );
    await expect(valueText(canvasElement, id ? 'Jumlah pinjaman' : 'Loan amount')).toBe(
      id ? 'Rp\u00a01.500.000' : 'Rs.\u00a015,000.00',
    );
    for (const row of loanOrderRows(localeOf(globals), moneyIn(globals))) {
      await expect(valueText(canvasElement, row.title)).not.toMatch(/(Rp|Rs\.) /);
    }
  },
};

export const HideEmpty: Story = {
  args: { hideEmpty: true },
  render: (args) => <ExtensionRows {...args} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { hidden, shown } = extensionRows(localeOf(globals), noMoney);
    for (const title of hidden) await expect(canvas.queryByText(title)).not.toBeInTheDocument();
    for (const title of shown) await expect(canvas.getByText(title)).toBeVisible();
    await expect(canvas.getAllByRole('term')).toHaveLength(shown.length);
  },
};

/** The same lines without `hideEmpty`: a zero amount shows as money (`Rs. 0.00`), missing values as a dash. */
export const EmptyValuesShown: Story = {
  render: (args) => <ExtensionRows {...args} />,
  play: async ({ canvasElement, globals }) => {
    const { rows } = extensionRows(localeOf(globals), moneyIn(globals));
    await expect(within(canvasElement).getAllByRole('term')).toHaveLength(rows.length);
    const zero = localeOf(globals) === 'id' ? 'Rp\u00a00' : 'Rs.\u00a00.00';
    for (const row of rows.slice(2, 5)) await expect(valueText(canvasElement, row.title)).toBe(zero);
    for (const row of rows.slice(5, 7)) await expect(valueText(canvasElement, row.title)).toBe('—');
    // The server's 2024-06-02; June is 'Jun' in both languages.
    await expect(valueText(canvasElement, rows[8]!.title)).toBe('2 Jun 2024');
  },
};

/** Long values wrap inside the row, also on a 320 px phone (256 px is a card's inner width there). */
export const LongValues: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 256 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <LongRows {...args} />,
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl');
    await expect(list).not.toBeNull();
    for (const value of within(canvasElement).getAllByRole('definition')) {
      await expect(value.scrollWidth).toBeLessThanOrEqual(value.clientWidth);
    }
    await expect(list!.scrollWidth).toBeLessThanOrEqual(list!.clientWidth);
  },
};

/**
 * Large text on a small phone (146%: a 360 px phone lays out 246 CSS px): a value that no longer fits beside
 * its title goes under it, whole — an amount is never broken inside its digits, nor an order number.
 */
export const LargeText: Story = {
  decorators: [largeText(1.46)],
  render: (args) => <LoanOrderRows {...args} />,
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl')!;
    for (const value of within(canvasElement).getAllByRole('definition')) {
      await expect(linesOf(value)).toBe(1);
      await expect(pastRightEdge(value, list)).toBe(0);
      // On the right, beside its title or under it.
      await expect(list.getBoundingClientRect().right - value.getBoundingClientRect().right).toBeLessThan(1);
    }
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
