import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useFormat, useLocale, type Locale } from '../../i18n/LocaleProvider';
import { jointFailureCopy, recommendedProductsFor } from '../../test-support/fixtures/recommendedProducts';
import { storyText } from '../../test-support/storyText';
import { failsWithRetry, showsLoading } from '../../test-support/loadStatePlays';
import { JointLoginFailureScreen, type JointLoginFailureScreenProps } from './JointLoginFailureScreen';
import { inOwnFrame } from '../../test-support/docsFrame';

interface DemoArgs extends Omit<JointLoginFailureScreenProps, 'products' | 'message' | 'notice'> {
  withProducts?: boolean;
}

const localeOf = (globals: Record<string, unknown>): Locale => (globals.locale === 'id' ? 'id' : 'en');

// The lender whose login failed is the first of the catalogue, so the page offers the others.
const othersThanFailed = <T,>(products: T[]) => products.slice(1);

function DemoScreen({ withProducts = true, ...rest }: DemoArgs) {
  const { locale } = useLocale();
  const products = othersThanFailed(recommendedProductsFor(locale, useFormat().money));
  return (
    <JointLoginFailureScreen
      {...rest}
      {...jointFailureCopy[locale]}
      products={withProducts ? products : []}
    />
  );
}

const meta = {
  title: 'Loan/Joint login failure',
  component: JointLoginFailureScreen as ComponentType<DemoArgs>,
  parameters: { docs: { story: inOwnFrame } },
  args: { onApply: fn(), onRetry: fn(), onBack: fn() },
  render: (args) => <DemoScreen {...args} />,
} satisfies Meta<DemoArgs>;
export default meta;
type Story = StoryObj<DemoArgs>;

/** The server's message and notice, then other lenders; applying passes the product and its position. */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText({ globals });
    const locale = localeOf(globals);
    const products = othersThanFailed(recommendedProductsFor(locale, String));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('jointLogin.title') })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: jointFailureCopy[locale].message })).toBeVisible();
    await expect(canvas.getByText(jointFailureCopy[locale].notice)).toBeVisible();
    const list = canvas.getByRole('list', { name: t('jointLogin.products') });
    await expect(within(list).getAllByRole('article')).toHaveLength(products.length);
    const first = canvas.getByRole('article', { name: products[0]!.name });
    await userEvent.click(within(first).getByRole('button', { name: products[0]!.buttonText }));
    await expect(args.onApply).toHaveBeenCalledTimes(1);
    await expect(args.onApply).toHaveBeenCalledWith(expect.objectContaining({ id: products[0]!.id }), 0);
    // The sold-out lender (second here) does nothing.
    await userEvent.click(within(list).getByRole('button', { name: products[1]!.buttonText }));
    await expect(args.onApply).toHaveBeenCalledTimes(1);
  },
};

/** No other lenders: only the message and notice, no empty heading or list. */
export const EmptyProducts: Story = {
  args: { withProducts: false },
  play: async ({ canvasElement, globals }) => {
    const t = storyText({ globals });
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: jointFailureCopy[localeOf(globals)].message }),
    ).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.queryByText(t('jointLogin.products'))).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: showsLoading('jointLogin.loading'),
};

export const Error: Story = {
  args: { status: 'error' },
  play: failsWithRetry,
};
