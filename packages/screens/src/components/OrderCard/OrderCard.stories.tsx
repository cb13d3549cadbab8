import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useFormat, useLocale, useText, type Locale } from '../../i18n/LocaleProvider';
import { storyText } from '../../test-support/storyText';
import { brokenLogoUri, logos } from '../../test-support/fixtures/logos';
import { space } from '../../theme/tokens';
import { Button } from '../Button/Button';
import type { DetailRow } from '../DetailRows/DetailRows';
import { OrderCard, type OrderCardProps, type OrderStatusTone } from './OrderCard';

type OrderState = 'review' | 'repaid' | 'dueSoon' | 'overdue';

interface DemoArgs extends Partial<OrderCardProps> {
  /** Which order the story shows; copy and amounts follow the story's language. */
  state?: OrderState;
  /** Taps on the 'All' button; no button when absent. */
  onAll?: () => void;
  longName?: boolean;
  noLogo?: boolean;
  brokenLogo?: boolean;
}

const tones: Record<OrderState, OrderStatusTone> = {
  review: 'neutral',
  repaid: 'success',
  dueSoon: 'warning',
  overdue: 'danger',
};

const statusText: Record<Locale, Record<OrderState, string>> = {
  en: { review: 'Under review', repaid: 'Repaid', dueSoon: 'Due in 2 days', overdue: 'Overdue by 3 days' },
  id: {
    review: 'Sedang ditinjau',
    repaid: 'Lunas',
    dueSoon: 'Jatuh tempo 2 hari lagi',
    overdue: 'Terlambat 3 hari',
  },
};

/** The order as the complaint page's order summary would send it, in the story's language. */
function product(locale: Locale, longName: boolean) {
  if (locale === 'id') {
    return longName
      ? {
          name: 'KreditPintar Plus Pinjaman Tunai Kilat untuk Karyawan dan Wirausaha',
          logo: logos.kreditPintarPlus,
        }
      : { name: 'Dana Kilat', logo: logos.danaKilat };
  }
  return longName
    ? { name: 'QuickCash Instant Personal Loan for Salaried Professionals', logo: logos.quickCash }
    : { name: 'QuickCash', logo: logos.quickCash };
}

function orderRows(locale: Locale, state: OrderState, money: (v: unknown) => string): DetailRow[] {
  const id = locale === 'id';
  const paid = state === 'repaid';
  return [
    { title: id ? 'Nomor pesanan' : 'Order number', value: id ? 'DK2405120933' : 'QC2405120933' },
    { title: id ? 'Jumlah pinjaman' : 'Loan amount', value: money(id ? 1_500_000 : 15_000) },
    { title: id ? 'Tanggal jatuh tempo' : 'Due date', value: '2024-05-26' },
    {
      title: paid ? (id ? 'Dibayar' : 'Paid') : id ? 'Total tagihan' : 'Amount due',
      value: money(
        id ? (state === 'overdue' ? 1_651_500 : 1_606_500) : state === 'overdue' ? 16_515 : 16_065,
      ),
    },
  ];
}

function DemoOrderCard({
  state = 'dueSoon',
  onAll,
  longName = false,
  noLogo = false,
  brokenLogo = false,
  ...rest
}: DemoArgs) {
  const { locale } = useLocale();
  const { money } = useFormat();
  const t = useText();
  const p = product(locale, longName);
  return (
    <OrderCard
      productName={p.name}
      productLogo={noLogo ? undefined : brokenLogo ? brokenLogoUri : p.logo}
      status={statusText[locale][state]}
      tone={tones[state]}
      rows={orderRows(locale, state, money)}
      action={
        onAll && (
          <Button variant="text" onClick={onAll}>
            {t('orderCard.all')}
          </Button>
        )
      }
      {...rest}
    />
  );
}

const meta = {
  title: 'Kit/OrderCard',
  // Docs list the real props; the stories' args pick demo content in the active language.
  component: OrderCard as ComponentType<DemoArgs>,
  render: (args) => <DemoOrderCard {...args} />,
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

const localeOf = (globals: Record<string, unknown>): Locale => (globals.locale === 'id' ? 'id' : 'en');

/** The complaint page's current order, with the 'All' button that opens the order list. */
export const WithAction: Story = {
  args: { onAll: fn() },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    const name = product(localeOf(globals), false).name;
    await expect(canvas.getByRole('article', { name })).toBeVisible();
    await expect(canvas.getByRole('img', { name })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('orderCard.all') }));
    await expect(args.onAll).toHaveBeenCalledTimes(1);
    // The server's 2024-05-26 in the borrower's language; the amount's sign held to its digits.
    const id = localeOf(globals) === 'id';
    const valueOf = (title: string) => canvas.getByText(title).nextElementSibling?.textContent;
    await expect(valueOf(id ? 'Tanggal jatuh tempo' : 'Due date')).toBe(id ? '26 Mei 2024' : '26 May 2024');
    await expect(valueOf(id ? 'Jumlah pinjaman' : 'Loan amount')).toBe(
      id ? 'Rp\u00a01.500.000' : 'Rs.\u00a015,000.00',
    );
  },
};

export const WithoutAction: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** No logo from the server: the product's initial is drawn instead. */
export const WithoutLogo: Story = {
  args: { noLogo: true, onAll: fn() },
  play: async ({ canvasElement, globals }) => {
    const name = product(localeOf(globals), false).name;
    await expect(within(canvasElement).getByRole('img', { name })).toHaveTextContent(name.charAt(0));
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const BrokenLogo: Story = { args: { brokenLogo: true, onAll: fn() } };

const toneStory = (state: OrderState): Story => ({
  args: { state, onAll: fn() },
  play: async ({ canvasElement, globals }) => {
    const badge = within(canvasElement).getByText(statusText[localeOf(globals)][state]);
    await expect(badge).toHaveAttribute('data-tone', tones[state]);
  },
});

/** Neutral tone: under review. */
export const ToneNeutral = toneStory('review');
/** Success tone: repaid. */
export const ToneSuccess = toneStory('repaid');
/** Warning tone: due soon. */
export const ToneWarning = toneStory('dueSoon');
/** Danger tone: overdue. */
export const ToneDanger = toneStory('overdue');

/** A long product name wraps beside the logo; the action keeps its place. */
export const LongProductName: Story = { args: { longName: true, state: 'overdue', onAll: fn() } };
