import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recommendedProductsFor } from '../../test-support/fixtures/recommendedProducts';
import { renderWithProviders } from '../../test-support/renderWithProviders';
import { RecommendedProductsScreen } from './RecommendedProductsScreen';

const products = recommendedProductsFor('en', (n) => `Rs. ${String(n)}`);
const product = (name: string) => products.find((p) => p.name === name)!;
const paisaNow = product('PaisaNow');
const creditBee = product('CreditBee');

describe('RecommendedProductsScreen', () => {
  it('titles the page and shows a card per product', () => {
    renderWithProviders(<RecommendedProductsScreen products={products} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Recommended loans' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Loan products' });
    expect(within(list).getAllByRole('article')).toHaveLength(4);
    // The server's range is shown with an en dash, each amount unbreakable (no-break spaces).
    expect(screen.getByRole('article', { name: 'CreditBee' })).toHaveTextContent('Rs. 6000 – Rs. 100000');
    expect(
      within(screen.getByRole('article', { name: 'CreditBee' })).getAllByRole('definition')[0]!.textContent,
    ).toBe('Rs.\u00a06000\u00a0– Rs.\u00a0100000');
  });

  it('shows tags on the first two products only', () => {
    renderWithProviders(<RecommendedProductsScreen products={products} />);
    expect(screen.getByText('Instant approval')).toBeInTheDocument();
    expect(screen.getByText('Low interest', { selector: 'li' })).toBeInTheDocument();
    for (const { name } of [paisaNow, creditBee]) {
      const card = screen.getByRole('article', { name });
      expect(within(card).queryByRole('list')).not.toBeInTheDocument();
    }
    expect(screen.queryByText('PAN + Aadhaar')).not.toBeInTheDocument();
  });

  it('applies for an enabled product with the product and its position', async () => {
    const onApply = vi.fn();
    renderWithProviders(<RecommendedProductsScreen products={products} onApply={onApply} />);
    const card = screen.getByRole('article', { name: creditBee.name });
    await userEvent.click(within(card).getByRole('button', { name: 'Apply now' }));
    expect(onApply).toHaveBeenCalledExactlyOnceWith(creditBee, 3);
  });

  it('does nothing when a disabled product is tapped or activated by keyboard', async () => {
    const onApply = vi.fn();
    renderWithProviders(<RecommendedProductsScreen products={products} onApply={onApply} />);
    const button = screen.getByRole('button', { name: paisaNow.buttonText });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('renders server text as text, not markup', () => {
    const tricky = {
      ...product('QuickCash'),
      name: '<b>Dana</b>',
      description: '<img src=x onerror=alert(1)>',
    };
    const { container } = renderWithProviders(<RecommendedProductsScreen products={[tricky]} />);
    expect(screen.getByRole('article', { name: '<b>Dana</b>' })).toBeInTheDocument();
    expect(container.querySelector('b, img[src="x"]')).toBeNull();
  });

  it('offers a way back home when there are no products', async () => {
    const onGoHome = vi.fn();
    renderWithProviders(<RecommendedProductsScreen products={[]} onGoHome={onGoHome} />);
    expect(screen.getByText('No loan offers right now')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(onGoHome).toHaveBeenCalledTimes(1);
  });

  it('announces loading without showing products: its title bar, and product-card shapes', () => {
    const { container } = renderWithProviders(
      <RecommendedProductsScreen status="loading" products={products} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading loan offers…');
    expect(screen.getByRole('heading', { level: 1, name: 'Recommended loans' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(container.querySelectorAll('[data-skeleton] [data-skeleton-card]')).toHaveLength(3);
  });

  it('shows the error with its message and a retry', async () => {
    const onRetry = vi.fn();
    renderWithProviders(
      <RecommendedProductsScreen
        status="error"
        errorMessage="Network error, please try again"
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('Network error, please try again');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('speaks Indonesian with the Indonesian title', () => {
    renderWithProviders(<RecommendedProductsScreen products={recommendedProductsFor('id', String)} />, {
      locale: 'id',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Pengajuan Khusus' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kuota habis' })).toHaveAttribute('aria-disabled', 'true');
  });
});
