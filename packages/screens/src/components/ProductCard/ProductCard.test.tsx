import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test-support/renderWithProviders';
import { logos } from '../../test-support/fixtures/logos';
import { ProductCard, type ProductCardProps } from './ProductCard';

const quickCash: ProductCardProps = {
  productName: 'QuickCash',
  productLogo: logos.quickCash,
  amountRange: 'Rs. 5,000 - Rs. 50,000',
  rate: '0.05%/day',
  description: 'Money in your bank account within 10 minutes.',
  tags: ['Instant approval', 'No collateral'],
  buttonText: 'Apply now',
};

describe('ProductCard', () => {
  it('shows the product: logo, name, amount range, rate, description and tags', () => {
    renderWithProviders(<ProductCard {...quickCash} />);
    const card = screen.getByRole('article', { name: 'QuickCash' });
    expect(within(card).getByRole('img', { name: 'QuickCash' })).toBeInTheDocument();
    const terms = within(card)
      .getAllByRole('term')
      .map((el) => el.textContent);
    const values = within(card)
      .getAllByRole('definition')
      .map((el) => el.textContent);
    expect(terms).toEqual(['Loan amount', 'Interest']);
    // Each currency sign is held to its number and the en dash to the first amount: the range wraps
    // only after the dash.
    expect(values).toEqual(['Rs.\u00a05,000\u00a0– Rs.\u00a050,000', '0.05%/day']);
    expect(within(card).getByText('Money in your bank account within 10 minutes.')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((el) => el.textContent),
    ).toEqual(['Instant approval', 'No collateral']);
  });

  it('captions the range with the server text when given, in the active language otherwise', () => {
    const { rerender } = renderWithProviders(<ProductCard {...quickCash} amountRangeDes="Credit limit" />);
    expect(screen.getAllByRole('term')[0]).toHaveTextContent('Credit limit');
    rerender(<ProductCard {...quickCash} />);
    expect(screen.getAllByRole('term')[0]).toHaveTextContent('Loan amount');
  });

  it('uses Indonesian captions in Indonesian', () => {
    renderWithProviders(<ProductCard {...quickCash} amountRange="Rp 500.000 - Rp 5.000.000" />, {
      locale: 'id',
    });
    expect(screen.getAllByRole('term').map((el) => el.textContent)).toEqual(['Jumlah pinjaman', 'Bunga']);
    expect(screen.getAllByRole('definition')[0]!.textContent).toBe(
      'Rp\u00a0500.000\u00a0– Rp\u00a05.000.000',
    );
  });

  it('keeps a currency sign in the description and tags with its digits', () => {
    renderWithProviders(
      <ProductCard
        {...quickCash}
        description="For salaried users earning Rs. 12,000 and above."
        tags={['Up to ₹ 50,000']}
      />,
    );
    expect(screen.getByText(/^For salaried users/).textContent).toBe(
      'For salaried users earning Rs.\u00a012,000 and above.',
    );
    expect(screen.getByRole('listitem').textContent).toBe('Up to ₹\u00a050,000');
  });

  it('applies on tap, once', async () => {
    const onApply = vi.fn();
    renderWithProviders(<ProductCard {...quickCash} onApply={onApply} />);
    await userEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it('when disabled, is announced as unavailable and ignores taps and keys', async () => {
    const onApply = vi.fn();
    renderWithProviders(
      <ProductCard {...quickCash} buttonText="Sold out today" enabled={false} onApply={onApply} />,
    );
    const button = screen.getByRole('button', { name: 'Sold out today' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter} ');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('tells which product a button applies for', () => {
    renderWithProviders(<ProductCard {...quickCash} />);
    expect(screen.getByRole('button', { name: 'Apply now' })).toHaveAccessibleDescription('QuickCash');
  });

  it('hides tags with showTags false, and when there are none', () => {
    const { rerender } = renderWithProviders(<ProductCard {...quickCash} showTags={false} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    rerender(<ProductCard {...quickCash} tags={[]} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('leaves out the rate and description when the server sends none', () => {
    renderWithProviders(<ProductCard {...quickCash} rate="" description="" />);
    expect(screen.getAllByRole('term')).toHaveLength(1);
    expect(screen.queryByText('Money in your bank account within 10 minutes.')).not.toBeInTheDocument();
  });
});
