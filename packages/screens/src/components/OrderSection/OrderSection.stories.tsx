import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useFormat, useLocale, useText, type Locale } from '../../i18n/LocaleProvider';
import { storyText } from '../../test-support/storyText';
import { logos } from '../../test-support/fixtures/logos';
import { space } from '../../theme/tokens';
import type { DetailRow } from '../DetailRows/DetailRows';
import { OrderSection, type OrderSectionProps } from './OrderSection';

type Lines = 'all' | 'someZero' | 'allZero';

interface DemoArgs extends Partial<OrderSectionProps> {
  /** Which lines the order has; copy and amounts follow the story's language. */
  lines?: Lines;
  /** The extension page's label (lines with an empty or zero value hidden) instead of the loan details'. */
  extension?: boolean;
}

const localeOf = (globals: Record<string, unknown>): Locale => (globals.locale === 'id' ? 'id' : 'en');

const productName = (locale: Locale) => (locale === 'id' ? 'Dana Kilat' : 'QuickCash');

/** The order's lines as the server sends them, in the story's language. */
function orderRows(locale: Locale, lines: Lines, money: (v: unknown) => string): DetailRow[] {
  const id = locale === 'id';
  const zero = money(0);
  return [
    { title: id ? 'Nomor pesanan' : 'Order number', value: lines === 'allZero' ? '' : 'QC2405120933' },
    { title: id ? 'Jumlah pinjaman' : 'Loan amount', value: lines === 'allZero' ? zero : money(15_000) },
    { title: id ? 'Denda' : 'Late fee', value: lines === 'all' ? money(120) : zero },
  ];
}

function DemoOrderSection({ lines = 'all', extension = false, ...rest }: DemoArgs) {
  const { locale } = useLocale();
  const { money } = useFormat();
  const t = useText();
  // On the grey page, as the screens show it.
  return (
    <div style={{ padding: space.lg }}>
      <OrderSection
        label={t(extension ? 'repay.extension.order' : 'loanDetails.order')}
        productName={productName(locale)}
        productLogo={logos.quickCash}
        rows={orderRows(locale, lines, money)}
        hideEmpty={extension}
        {...rest}
      />
    </div>
  );
}

const meta = {
  title: 'Kit/OrderSection',
  // Docs list the real props; each story picks which lines the order has, in the active language.
  component: OrderSection as ComponentType<DemoArgs>,
  render: (args) => <DemoOrderSection {...args} />,
} satisfies Meta<DemoArgs>;
export default meta;
type Story = StoryObj<DemoArgs>;

/** The loan details page's order: every line shown, zero ones too. */
export const AllLines: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const id = localeOf(globals) === 'id';
    const section = within(canvasElement).getByRole('region', { name: t('loanDetails.order') });
    const heading = within(section).getByRole('heading', { level: 2 });
    await expect(heading).toHaveTextContent(t('loanDetails.order'));
    await expect(heading).toHaveTextContent(productName(localeOf(globals)));
    await expect(within(section).getByRole('img', { name: productName(localeOf(globals)) })).toBeVisible();
    await expect(within(section).getAllByRole('term')).toHaveLength(3);
    await expect(within(section).getByText(id ? 'Denda' : 'Late fee')).toBeVisible();
  },
};

/** The extension page's order: the lines with an empty or zero value are left out. */
export const ZeroLinesHidden: Story = {
  args: { extension: true, lines: 'someZero' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const id = localeOf(globals) === 'id';
    const section = within(canvasElement).getByRole('region', { name: t('repay.extension.order') });
    await expect(within(section).getAllByRole('term')).toHaveLength(2);
    await expect(within(section).queryByText(id ? 'Denda' : 'Late fee')).not.toBeInTheDocument();
  },
};

/** Every line empty or zero on the extension page: the product alone, no empty list under it. */
export const EveryLineHidden: Story = {
  args: { extension: true, lines: 'allZero' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const section = within(canvasElement).getByRole('region', { name: t('repay.extension.order') });
    await expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      productName(localeOf(globals)),
    );
    await expect(section.querySelector('dl')).toBeNull();
  },
};
