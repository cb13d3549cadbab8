import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test-support/renderWithProviders';
import { logos } from '../../test-support/fixtures/logos';
import { Button } from '../Button/Button';
import { OrderCard } from './OrderCard';

const rows = [
  { title: 'Order number', value: 'QC2405120933' },
  { title: 'Late fee', value: 'Rs. 0' },
  { title: 'Amount due', value: 'Rs. 16,065' },
];

describe('OrderCard', () => {
  it('shows the product, its logo, status and the order lines, named by the product', () => {
    renderWithProviders(
      <OrderCard
        productName="QuickCash"
        productLogo={logos.quickCash}
        status="Overdue"
        tone="danger"
        rows={rows}
      />,
    );
    const card = screen.getByRole('article', { name: 'QuickCash' });
    expect(within(card).getByRole('img', { name: 'QuickCash' })).toHaveAttribute('src', logos.quickCash);
    expect(within(card).getByText('Overdue')).toHaveAttribute('data-tone', 'danger');
    expect(
      within(card)
        .getAllByRole('term')
        .map((el) => el.textContent),
    ).toEqual(['Order number', 'Late fee', 'Amount due']);
  });

  it('shows the server’s dates in the active language and keeps each currency sign with its digits', () => {
    const dated = [
      { title: 'Jatuh tempo', value: '2025-08-31' },
      { title: 'Total tagihan', value: 'Rp 1.606.500' },
    ];
    renderWithProviders(<OrderCard productName="Dana Kilat" status="Denda Rp 5.000" rows={dated} />, {
      locale: 'id',
    });
    expect(screen.getAllByRole('definition').map((el) => el.textContent)).toEqual([
      '31 Agu 2025',
      'Rp\u00a01.606.500',
    ]);
    expect(screen.getByText(/^Denda/).textContent).toBe('Denda Rp\u00a05.000');
  });

  it('uses the neutral tone unless told otherwise, and shows no badge without a status', () => {
    const { rerender } = renderWithProviders(<OrderCard productName="Dana Kilat" status="Sedang ditinjau" />);
    expect(screen.getByText('Sedang ditinjau')).toHaveAttribute('data-tone', 'neutral');
    rerender(<OrderCard productName="Dana Kilat" />);
    expect(screen.queryByText('Sedang ditinjau')).not.toBeInTheDocument();
  });

  it('draws the initial when the logo is missing or fails to load', () => {
    const { rerender } = renderWithProviders(<OrderCard productName="Dana Kilat" />);
    expect(screen.getByRole('img', { name: 'Dana Kilat' })).toHaveTextContent('D');
    rerender(<OrderCard productName="Dana Kilat" productLogo="https://cdn.example.com/gone.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Dana Kilat' }));
    expect(screen.getByRole('img', { name: 'Dana Kilat' })).toHaveTextContent('D');
  });

  it('runs its action slot', async () => {
    const onAll = vi.fn();
    renderWithProviders(
      <OrderCard
        productName="QuickCash"
        rows={rows}
        action={
          <Button variant="text" onClick={onAll}>
            All
          </Button>
        }
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(onAll).toHaveBeenCalledTimes(1);
  });

  it('hides empty and zero lines with hideEmpty, and the divider when none are left', () => {
    const { container, rerender } = renderWithProviders(
      <OrderCard productName="QuickCash" rows={rows} hideEmpty />,
    );
    expect(screen.queryByText('Late fee')).not.toBeInTheDocument();
    expect(screen.getByText('Amount due')).toBeInTheDocument();
    rerender(<OrderCard productName="QuickCash" rows={[{ title: 'Late fee', value: '0.00' }]} hideEmpty />);
    expect(container.querySelector('hr, dl')).toBeNull();
  });
});
