import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useFormat, useLocale, type Locale } from '../../i18n/LocaleProvider';
import { recommendedProductsFor } from '../../test-support/fixtures/recommendedProducts';
import { storyText } from '../../test-support/storyText';
import { failsWithRetry, showsLoading } from '../../test-support/loadStatePlays';
import type { RecommendedProduct } from './RecommendedProductList';
import { RecommendedProductsScreen, type RecommendedProductsScreenProps } from './RecommendedProductsScreen';
import { inOwnFrame } from '../../test-support/docsFrame';

/** Which products the story shows, in the active language. */
type ProductSet = 'all' | 'disabledFirst' | 'none';

interface DemoArgs extends Omit<RecommendedProductsScreenProps, 'products'> {
  productSet?: ProductSet;
}

function pick(products: RecommendedProduct[], set: ProductSet): RecommendedProduct[] {
  if (set === 'none') return [];
  if (set === 'disabledFirst') return [products[2]!, products[0]!, products[3]!];
  return products;
}

function DemoScreen({ productSet = 'all', ...rest }: DemoArgs) {
  const { locale } = useLocale();
  const products = pick(recommendedProductsFor(locale, useFormat().money), productSet);
  return <RecommendedProductsScreen {...rest} products={products} />;
}

const productsFor = (globals: Record<string, unknown>, set: ProductSet) => {
  const locale: Locale = globals.locale === 'id' ? 'id' : 'en';
  return pick(recommendedProductsFor(locale, String), set);
};

const meta = {
  title: 'Loan/Recommended',
  // Docs list the real props; the stories' args pick products in the active language.
  component: RecommendedProductsScreen as ComponentType<DemoArgs>,
  parameters: { docs: { story: inOwnFrame } },
  args: { onApply: fn(), onGoHome: fn(), onRetry: fn(), onBack: fn() },
  render: (args) => <DemoScreen {...args} />,
} satisfies Meta<DemoArgs>;
export default meta;
type Story = StoryObj<DemoArgs>;

/** Four lenders; tags on the first two only; tapping an active product applies for it. */
export const List: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const products = productsFor(globals, 'all');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('recommended.title') })).toBeVisible();
    const list = canvas.getByRole('list', { name: t('recommended.listLabel') });
    const cards = within(list).getAllByRole('article');
    await expect(cards).toHaveLength(products.length);
    for (const [index, card] of cards.entries()) {
      const tagList = within(card).queryByRole('list');
      if (index < 2) await expect(tagList).toBeVisible();
      else await expect(tagList).not.toBeInTheDocument();
    }
    const second = canvas.getByRole('article', { name: products[1]!.name });
    await userEvent.click(within(second).getByRole('button', { name: products[1]!.buttonText }));
    await expect(args.onApply).toHaveBeenCalledTimes(1);
    await expect(args.onApply).toHaveBeenCalledWith(expect.objectContaining({ id: products[1]!.id }), 1);
  },
};

/** The sold-out product sits first: its grey button is announced as unavailable and a tap does nothing. */
export const DisabledProduct: Story = {
  args: { productSet: 'disabledFirst' },
  play: async ({ canvasElement, args, globals }) => {
    const soldOut = productsFor(globals, 'disabledFirst')[0]!;
    const card = within(canvasElement).getByRole('article', { name: soldOut.name });
    const button = within(card).getByRole('button', { name: soldOut.buttonText });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** No products: a friendly empty state with a way back home, or customer service with its number. */
export const Empty: Story = {
  args: { productSet: 'none', servicePhone: '1800-102-4455', onCallService: fn() },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('recommended.empty'))).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('common.goHome') }));
    await expect(args.onGoHome).toHaveBeenCalledTimes(1);
    const call = canvas.getByRole('button', { name: `${t('service.call')} 1800-102-4455` });
    await expect(call).toBeVisible();
    await userEvent.click(call);
    await expect(args.onCallService).toHaveBeenCalledWith('1800-102-4455');
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: showsLoading('recommended.loading'),
};

export const Error: Story = {
  args: { status: 'error' },
  play: failsWithRetry,
};
