import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '../../i18n/en';
import { LocaleProvider } from '../../i18n/LocaleProvider';
import { renderWithProviders } from '../../test-support/renderWithProviders';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { ExtensionRepaymentScreen, type ExtensionBill } from './ExtensionRepaymentScreen';

const bill = (overrides: Partial<ExtensionBill> = {}): ExtensionBill => ({
  productName: 'Quick Cash',
  productLogo: '',
  feeAmount: '1200',
  expiryTime: '2026-06-11 14:05:00',
  rows: [
    { title: 'Loan amount', value: 'Rs. 5,000' },
    { title: 'Late fee', value: '0' },
    { title: 'Discount', value: '' },
  ],
  telephone: '1800-102-4455',
  ...overrides,
});

describe('ExtensionRepaymentScreen', () => {
  it('shows the fee, its deadline and the non-empty lines; Pay now pays the fee as sent', async () => {
    const onPay = vi.fn();
    renderWithProviders(<ExtensionRepaymentScreen status="ready" bill={bill()} onPay={onPay} />);
    expect(screen.getByText('Pay before 11 Jun 2026, 14:05')).toBeInTheDocument();
    expect(screen.getByText('Loan amount')).toBeInTheDocument();
    expect(screen.queryByText('Late fee')).not.toBeInTheDocument();
    expect(screen.queryByText('Discount')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(onPay).toHaveBeenCalledWith('1200');
  });

  it('has no call button without a phone', () => {
    renderWithProviders(<ExtensionRepaymentScreen status="ready" bill={bill({ telephone: ' ' })} />);
    expect(screen.queryByRole('button', { name: /Call customer service/ })).not.toBeInTheDocument();
  });

  it('renders on the server (hosts with server rendering)', () => {
    const html = renderToString(
      <ThemeProvider market="IN">
        <LocaleProvider locale="en" messages={en}>
          <ExtensionRepaymentScreen status="ready" bill={bill()} />
        </LocaleProvider>
      </ThemeProvider>,
    );
    expect(html).toContain('Extension fee');
    expect(html).toContain('Rs.\u00a01,200');
  });
});
