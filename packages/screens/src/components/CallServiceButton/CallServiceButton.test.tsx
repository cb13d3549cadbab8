import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test-support/renderWithProviders';
import { CallServiceButton } from './CallServiceButton';

describe('CallServiceButton', () => {
  it('shows the number and asks to call it', async () => {
    const onCall = vi.fn();
    renderWithProviders(<CallServiceButton phone=" 1800-102-4455 " onCall={onCall} />);
    const button = screen.getByRole('button', { name: 'Call customer service 1800-102-4455' });
    await userEvent.click(button);
    expect(onCall).toHaveBeenCalledExactlyOnceWith('1800-102-4455');
  });

  it('is not there without a number', () => {
    renderWithProviders(<CallServiceButton phone="  " onCall={vi.fn()} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('speaks Indonesian', () => {
    renderWithProviders(<CallServiceButton phone="021-5091-8800" onCall={vi.fn()} />, { locale: 'id' });
    expect(
      screen.getByRole('button', { name: 'Hubungi layanan pelanggan 021-5091-8800' }),
    ).toBeInTheDocument();
  });
});
