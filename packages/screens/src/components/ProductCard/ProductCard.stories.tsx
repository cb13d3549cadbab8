import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatMoney } from '../../i18n/format';
import { marketForLocale, useFormat, useLocale, type Locale } from '../../i18n/LocaleProvider';
import { logos } from '../../test-support/fixtures/logos';
import { space } from '../../theme/tokens';
import { ProductCard, type ProductCardProps } from './ProductCard';

type Money = (value: unknown) => string;
type Product = Omit<ProductCardProps, 'onApply'>;

/** Recommended products as the server sends them: Indonesian lenders in Rupiah, Indian lenders in rupees. */
function catalog(locale: Locale, money: Money): Product[] {
  const range = (min: number, max: number) => `${money(min)} - ${money(max)}`;
  return locale === 'id'
    ? [
        {
          productName: 'Dana Kilat',
          productLogo: logos.danaKilat,
          amountRange: range(500_000, 5_000_000),
          rate: '0,1%/hari',
          description: 'Dana cair ke rekening bank Anda dalam 5 menit. Tenor 91–180 hari.',
          tags: ['Cair 5 menit', 'Tanpa jaminan'],
          buttonText: 'Ajukan sekarang',
        },
        {
          productName: 'KreditPintar Plus',
          productLogo: logos.kreditPintarPlus,
          amountRange: range(1_000_000, 15_000_000),
          amountRangeDes: 'Limit pinjaman',
          rate: '0,05%/hari',
          description: 'Limit lebih besar untuk karyawan dan wirausaha, cicilan hingga 12 bulan.',
          tags: ['Limit besar', 'Terdaftar OJK'],
          buttonText: 'Ajukan sekarang',
        },
        {
          productName: 'Tunai Cepat',
          productLogo: logos.tunaiCepat,
          amountRange: range(300_000, 3_000_000),
          rate: '0,08%/hari',
          description: 'Kuota hari ini sudah habis. Coba lagi besok mulai pukul 08.00 WIB.',
          tags: ['Bunga rendah'],
          buttonText: 'Kuota habis',
          enabled: false,
        },
        {
          productName: 'RupiahKu',
          productLogo: logos.rupiahKu,
          amountRange: range(1_000_000, 8_000_000),
          rate: '0,07%/hari',
          description: 'Pengajuan cukup dengan KTP, tanpa slip gaji.',
          tags: ['Cukup KTP'],
          buttonText: 'Ajukan sekarang',
        },
      ]
    : [
        {
          productName: 'QuickCash',
          productLogo: logos.quickCash,
          amountRange: range(5_000, 50_000),
          rate: '0.05%/day',
          description: 'Money in your bank account within 10 minutes. Repay in 91 to 180 days.',
          tags: ['Instant approval', 'No collateral'],
          buttonText: 'Apply now',
        },
        {
          productName: 'SalaryAdvance',
          productLogo: logos.salaryAdvance,
          amountRange: range(10_000, 2_00_000),
          amountRangeDes: 'Credit limit',
          rate: '0.04%/day',
          description: 'An advance on your next salary for salaried employees, repaid in up to 12 EMIs.',
          tags: ['For salaried', 'Low interest'],
          buttonText: 'Apply now',
        },
        {
          productName: 'PaisaNow',
          productLogo: logos.paisaNow,
          amountRange: range(3_000, 30_000),
          rate: '0.08%/day',
          description: 'Today’s limit has been reached. Please try again tomorrow from 8 AM.',
          tags: ['Low interest'],
          buttonText: 'Sold out today',
          enabled: false,
        },
        {
          productName: 'CreditBee',
          productLogo: logos.creditBee,
          amountRange: range(6_000, 1_00_000),
          rate: '0.07%/day',
          description: 'Apply with your PAN and Aadhaar only, no salary slip needed.',
          tags: ['PAN + Aadhaar'],
          buttonText: 'Apply now',
        },
      ];
}

const longDescription: Record<Locale, string> = {
  id:
    'Pinjaman tunai tanpa jaminan untuk kebutuhan mendesak: biaya sekolah, berobat, modal usaha atau renovasi rumah. ' +
    'Pengajuan 100% online hanya dengan KTP dan rekening bank atas nama sendiri, verifikasi otomatis dalam hitungan menit, ' +
    'dan dana langsung cair ke rekening Anda. Pelunasan lebih awal tanpa penalti.',
  en:
    'An unsecured personal loan for urgent needs: school fees, medical bills, business stock or home repairs. ' +
    'Apply 100% online with your PAN, Aadhaar and a bank account in your own name; approval is automatic within minutes ' +
    'and the money goes straight to your account. Repay early at no extra charge.',
};

interface DemoArgs extends Partial<ProductCardProps> {
  /** Which product of the catalog (0-3). */
  pick?: number;
  longDescription?: boolean;
  noLogo?: boolean;
}

function DemoProductCard({ pick = 0, longDescription: long = false, noLogo = false, ...rest }: DemoArgs) {
  const { locale } = useLocale();
  const products = catalog(locale, useFormat().money);
  const product = products[pick] ?? products[0]!;
  return (
    <ProductCard
      {...product}
      {...(long ? { description: longDescription[locale] } : {})}
      {...(noLogo ? { productLogo: null } : {})}
      {...rest}
    />
  );
}

/** The recommended list: tags only on the first two products. */
function DemoList({ onApply }: { onApply?: () => void }) {
  const { locale } = useLocale();
  const products = catalog(locale, useFormat().money);
  return (
    <div style={{ display: 'grid', gap: space.md }}>
      {products.map((p, index) => (
        <ProductCard key={p.productName} {...p} showTags={index < 2} onApply={onApply} />
      ))}
    </div>
  );
}

const meta = {
  title: 'Kit/ProductCard',
  // Docs list the real props; the stories' args pick a product in the active language.
  component: ProductCard as ComponentType<DemoArgs>,
  args: { onApply: fn() },
  render: (args) => <DemoProductCard {...args} />,
  decorators: [
    (Story) => (
      <div style={{ padding: space.lg }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<DemoArgs>;
export default meta;
type Story = StoryObj<DemoArgs>;

const productFor = (globals: Record<string, unknown>, pick: number) =>
  catalog(globals.locale === 'id' ? 'id' : 'en', String)[pick]!;

/** The first product's smallest and largest amount as the story's market writes them. */
const firstRange = (globals: Record<string, unknown>): [string, string] => {
  const locale: Locale = globals.locale === 'id' ? 'id' : 'en';
  const money = (v: number) => formatMoney(v, marketForLocale(locale));
  return locale === 'id' ? [money(500_000), money(5_000_000)] : [money(5_000), money(50_000)];
};

/** The line tops a piece of an element's text is laid out on (one top: it does not break). */
function lineTops(element: Element, piece: string): Set<number> {
  const text = element.firstChild as Text;
  const start = text.data.indexOf(piece);
  if (start < 0) throw new Error(`"${piece}" is not in "${text.data}"`);
  const range = document.createRange();
  range.setStart(text, start);
  range.setEnd(text, start + piece.length);
  return new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
}

export const Active: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const p = productFor(globals, 0);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: p.productName })).toBeVisible();
    // The server's 'Rp 500.000 - Rp 5.000.000' with an en dash, each sign held to its digits.
    const [min, max] = firstRange(globals);
    await expect(canvas.getAllByRole('definition')[0]!.textContent).toBe(`${min}\u00a0– ${max}`);
    const button = canvas.getByRole('button', { name: p.buttonText });
    await expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button);
    await expect(args.onApply).toHaveBeenCalledTimes(1);
  },
};

/** Server flag off: the button looks disabled, stays announced, and a tap does nothing. */
export const Disabled: Story = {
  args: { pick: 2, enabled: false },
  play: async ({ canvasElement, args, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: productFor(globals, 2).buttonText });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveFocus();
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

export const WithTags: Story = {
  args: { pick: 1 },
  play: async ({ canvasElement, globals }) => {
    const tags = within(canvasElement)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    await expect(tags).toEqual(productFor(globals, 1).tags);
  },
};

/** Third and later products in the list show no tags. */
export const WithoutTags: Story = {
  args: { pick: 3, showTags: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).not.toBeInTheDocument();
  },
};

export const LongDescription: Story = { args: { pick: 0, longDescription: true } };

/** In a card too narrow for the whole range, it wraps after the dash, never inside an amount. */
export const NarrowRange: Story = {
  args: { pick: 0 },
  decorators: [
    (Story) => (
      <div style={{ width: 200 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, globals }) => {
    const value = within(canvasElement).getAllByRole('definition')[0]!;
    const [min, max] = firstRange(globals);
    const first = lineTops(value, `${min}\u00a0–`);
    const second = lineTops(value, max);
    await expect(first.size).toBe(1);
    await expect(second.size).toBe(1);
    // It did wrap: the larger amount starts the next line.
    await expect([...second][0]).toBeGreaterThan([...first][0]!);
  },
};

/** No logo from the server: the product's initial is drawn instead. */
export const WithoutLogo: Story = {
  args: { pick: 3, noLogo: true },
  play: async ({ canvasElement, globals }) => {
    const name = productFor(globals, 3).productName;
    await expect(within(canvasElement).getByRole('img', { name })).toHaveTextContent(name.charAt(0));
  },
};

/** The recommended products list of the active market, tags on the first two only. */
export const RecommendedList: Story = {
  render: (args) => <DemoList onApply={args.onApply} />,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getAllByRole('list')).toHaveLength(2);
    const first = canvas.getByRole('article', { name: productFor(globals, 0).productName });
    await userEvent.click(within(first).getByRole('button'));
    const soldOut = canvas.getByRole('article', { name: productFor(globals, 2).productName });
    await userEvent.click(within(soldOut).getByRole('button'));
    await expect(args.onApply).toHaveBeenCalledTimes(1);
  },
};
