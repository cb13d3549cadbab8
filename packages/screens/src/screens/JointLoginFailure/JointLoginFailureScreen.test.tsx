import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jointFailureCopy, recommendedProductsFor } from '../../test-support/fixtures/recommendedProducts';
import { renderWithProviders } from '../../test-support/renderWithProviders';
import { JointLoginFailureScreen } from './JointLoginFailureScreen';

const products = recommendedProductsFor('en', String);
const { message, notice } = jointFailureCopy.en;

describe('JointLoginFailureScreen', () => {
  it('shows the server message as a heading and the notice', () => {
    renderWithProviders(<JointLoginFailureScreen message={message} notice={notice} products={products} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Application not completed' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: message })).toHaveTextContent(notice);
  });

  it('lists the products under their heading and applies for an enabled one', async () => {
    const onApply = vi.fn();
    renderWithProviders(<JointLoginFailureScreen message={message} products={products} onApply={onApply} />);
    const list = screen.getByRole('list', { name: 'Try these lenders instead' });
    expect(within(list).getAllByRole('article')).toHaveLength(products.length);
    await userEvent.click(within(list).getAllByRole('button', { name: 'Apply now' })[1]!);
    expect(onApply).toHaveBeenCalledExactlyOnceWith(products[1], 1);
  });

  it('ignores a tap on a disabled product', async () => {
    const onApply = vi.fn();
    renderWithProviders(<JointLoginFailureScreen products={products} onApply={onApply} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sold out today' }));
    expect(onApply).not.toHaveBeenCalled();
  });

  it('tags only the first two products, as every recommended list', () => {
    renderWithProviders(<JointLoginFailureScreen products={products} />);
    const cards = within(screen.getByRole('list', { name: 'Try these lenders instead' })).getAllByRole(
      'article',
    );
    expect(cards.map((card) => within(card).queryByRole('list') !== null)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('leaves out the products section when there are none', () => {
    renderWithProviders(<JointLoginFailureScreen message={message} notice={notice} products={[]} />);
    expect(screen.queryByText('Try these lenders instead')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('falls back to a generic message and drops an empty notice', () => {
    renderWithProviders(<JointLoginFailureScreen message="  " notice="" />);
    const summary = screen.getByRole('region', { name: 'We could not sign you in to the partner lender.' });
    expect(summary.querySelector('p')).toBeNull();
  });

  it('draws the server text’s bold and runs nothing', () => {
    const { container } = renderWithProviders(
      <JointLoginFailureScreen message="<b>Failed</b>" notice={'<script>x()</script>\nLine two'} />,
    );
    const heading = screen.getByRole('heading', { name: 'Failed' });
    expect(heading.querySelector('b')).toHaveTextContent('Failed');
    expect(container.querySelector('script')).toBeNull();
    expect(container).not.toHaveTextContent('x()');
    expect(container).toHaveTextContent('Line two');
  });

  it('announces loading and shows the error with a retry', async () => {
    const onRetry = vi.fn();
    const { rerender, container } = renderWithProviders(<JointLoginFailureScreen status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your application…');
    expect(container.querySelector('[data-skeleton]')).toHaveAttribute('aria-hidden', 'true');
    rerender(<JointLoginFailureScreen status="error" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('speaks Indonesian', () => {
    renderWithProviders(
      <JointLoginFailureScreen {...jointFailureCopy.id} products={recommendedProductsFor('id', String)} />,
      { locale: 'id' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Pengajuan belum berhasil' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Coba pinjaman lain berikut' })).toBeInTheDocument();
  });
});
