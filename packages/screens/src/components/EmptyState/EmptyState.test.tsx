import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test-support/renderWithProviders';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('says there is nothing here by default, in the active language, without a button', () => {
    renderWithProviders(<EmptyState />);
    expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('uses Indonesian copy in Indonesian', () => {
    renderWithProviders(<EmptyState />, { locale: 'id' });
    expect(screen.getByText('Belum ada apa pun di sini')).toBeInTheDocument();
  });

  it('gives each kind its own drawing and default text', () => {
    const { container, rerender } = renderWithProviders(<EmptyState kind="error" />);
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('data-kind', 'error');
    rerender(<EmptyState kind="offline" />);
    expect(screen.getByText('No internet connection')).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('data-kind', 'offline');
  });

  it('keeps the drawing away from screen readers', () => {
    const { container } = renderWithProviders(<EmptyState />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows a given text and description', () => {
    renderWithProviders(<EmptyState text="No recommended products" description="Check back tomorrow." />);
    expect(screen.getByText('No recommended products')).toBeInTheDocument();
    expect(screen.getByText('Check back tomorrow.')).toBeInTheDocument();
    expect(screen.queryByText('Nothing here yet')).not.toBeInTheDocument();
  });

  it('runs its action on tap, also from the keyboard', async () => {
    const onAction = vi.fn();
    renderWithProviders(<EmptyState kind="error" actionLabel="Try again" onAction={onAction} />);
    const button = screen.getByRole('button', { name: 'Try again' });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledTimes(2);
  });
});
