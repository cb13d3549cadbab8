import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test-support/renderWithProviders';
import { NotFoundScreen } from './NotFoundScreen';

describe('NotFoundScreen', () => {
  it('titles the page in its bar and explains, as an alert', () => {
    renderWithProviders(<NotFoundScreen onGoHome={() => {}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The page you are looking for does not exist or has moved.',
    );
  });

  it('closes (in the app) from the button and the back arrow', async () => {
    const onClose = vi.fn();
    const onGoHome = vi.fn();
    renderWithProviders(<NotFoundScreen onClose={onClose} onGoHome={onGoHome} />);
    expect(screen.queryByRole('button', { name: 'Back to home' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onGoHome).not.toHaveBeenCalled();
  });

  it('goes home (in a browser) from the button and the back arrow', async () => {
    const onGoHome = vi.fn();
    renderWithProviders(<NotFoundScreen onGoHome={onGoHome} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onGoHome).toHaveBeenCalledTimes(2);
  });

  it('speaks Indonesian', () => {
    renderWithProviders(<NotFoundScreen onClose={() => {}} />, { locale: 'id' });
    expect(screen.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tutup' })).toBeInTheDocument();
  });
});
