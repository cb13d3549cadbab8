import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test-support/renderWithProviders';
import { LoadingOverlay } from './LoadingOverlay';

describe('LoadingOverlay', () => {
  it('keeps an empty status region while hidden, so the later text is announced', () => {
    renderWithProviders(<LoadingOverlay visible={false} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
  });

  it('says it is loading while visible', () => {
    renderWithProviders(<LoadingOverlay visible />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('speaks Indonesian', () => {
    renderWithProviders(<LoadingOverlay visible />, { locale: 'id' });
    expect(screen.getByRole('status')).toHaveTextContent('Memuat…');
  });

  it('goes away when the request ends', () => {
    const { rerender } = renderWithProviders(<LoadingOverlay visible />);
    rerender(<LoadingOverlay visible={false} />);
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('renders over everything in the theme portal and stops the page scrolling while shown', () => {
    const { rerender } = renderWithProviders(<LoadingOverlay visible />);
    expect(screen.getByRole('status').closest('[data-loan-h5-portal]')).not.toBeNull();
    expect(document.documentElement.style.overflow).toBe('hidden');
    rerender(<LoadingOverlay visible={false} />);
    expect(document.documentElement.style.overflow).toBe('');
  });
});
