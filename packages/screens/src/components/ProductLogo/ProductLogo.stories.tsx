import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { brokenLogoUri, logos } from '../../test-support/fixtures/logos';
import { ProductLogo } from './ProductLogo';

const meta = {
  title: 'Kit/ProductLogo',
  component: ProductLogo,
  decorators: [
    (Story) => (
      <div style={{ padding: 16, display: 'flex', gap: 12, alignItems: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductLogo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithLogo: Story = { args: { src: logos.danaKilat, name: 'Dana Kilat' } };

export const Sizes: Story = {
  args: { src: logos.quickCash, name: 'QuickCash' },
  render: (args) => (
    <>
      <ProductLogo {...args} size="sm" />
      <ProductLogo {...args} size="md" />
      <ProductLogo {...args} size="lg" />
    </>
  ),
};

/** No logo from the server: the product's initial on a brand tile. */
export const WithoutLogo: Story = {
  args: { name: 'KreditPintar Plus' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'KreditPintar Plus' })).toHaveTextContent(
      'K',
    );
  },
};

/** The logo URL does not load: the initial replaces the broken image. */
export const BrokenLogo: Story = {
  args: { src: brokenLogoUri, name: 'SalaryAdvance', size: 'lg' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(within(canvasElement).getByRole('img', { name: 'SalaryAdvance' })).toHaveTextContent('S');
  },
};
