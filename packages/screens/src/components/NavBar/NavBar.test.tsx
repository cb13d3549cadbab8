import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test-support/renderWithProviders';
import { NavBar, NavBarButton } from './NavBar';

describe('NavBar', () => {
  it('shows the title as the page heading', () => {
    renderWithProviders(<NavBar title="Loan confirmation" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Loan confirmation' })).toBeInTheDocument();
  });

  it('goes back when the back button is tapped', async () => {
    const onBack = vi.fn();
    renderWithProviders(<NavBar title="Loan confirmation" onBack={onBack} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('names the back button in Indonesian', () => {
    renderWithProviders(<NavBar title="Konfirmasi Pinjaman" onBack={() => {}} />, { locale: 'id' });
    expect(screen.getByRole('button', { name: 'Kembali' })).toBeInTheDocument();
  });

  it('has no back button when there is nowhere to go back to', () => {
    renderWithProviders(<NavBar title="About us" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the right-hand action', async () => {
    const onService = vi.fn();
    renderWithProviders(
      <NavBar
        title="Repayment plan"
        onBack={() => {}}
        action={<NavBarButton aria-label="Customer service" onClick={onService} />}
      />,
    );
    const action = screen.getByRole('button', { name: 'Customer service' });
    expect(action).toHaveAttribute('type', 'button');
    await userEvent.click(action);
    expect(onService).toHaveBeenCalledTimes(1);
  });
});
