import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test-support/renderWithProviders';
import { LoanDetailsScreen, type LoanDetails, type LoanDetailsProduct } from './LoanDetailsScreen';

const product = (id: string, name: string, enabled = true): LoanDetailsProduct => ({
  id,
  logo: '',
  name,
  enabled,
  buttonText: 'Apply now',
  amountRange: 'Rs. 5,000 - Rs. 50,000',
  amountRangeLabel: 'Loan amount',
  rate: '0.05%/day',
  description: 'Money in your bank account within 10 minutes.',
  tags: ['Instant approval'],
});

const details = (overrides: Partial<LoanDetails> = {}): LoanDetails => ({
  status: 21,
  statusText: 'Application under review',
  statusDescription: 'You will hear from us within 1 working day.',
  products: [product('7', 'QuickCash'), product('8', 'PaisaNow', false)],
  productName: 'SalaryAdvance',
  productLogo: '',
  rows: [
    { title: 'Order number', value: 'LN2025060210001' },
    { title: 'Loan amount', value: 'Rs. 12,000' },
  ],
  h5Url: '/repayPlan?orderId=10001',
  canExtend: false,
  telephone: '1800-102-4455',
  askForRating: false,
  ...overrides,
});

const buttonNames = () => {
  const bar = screen.queryAllByRole('button').filter((b) => !b.closest('article') && !b.closest('header'));
  return bar.map((b) => b.textContent);
};

describe('LoanDetailsScreen', () => {
  it('loads as the status and order cards drawn as shapes, with the bar and its back usable (no mask)', async () => {
    const onBack = vi.fn();
    const { container } = renderWithProviders(<LoanDetailsScreen status="loading" onBack={onBack} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your loan details…');
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(container.querySelectorAll('[data-skeleton] [data-skeleton-card]')).toHaveLength(2);
    expect(document.querySelector('[data-loading-mask]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('shows the server status text (its bold drawn, no tags), description and order lines', () => {
    renderWithProviders(
      <LoanDetailsScreen
        status="ready"
        details={details({ statusText: '<b>Under review</b><img src=x onerror=alert(1)>' })}
      />,
    );
    const heading = screen.getByRole('heading', { name: 'Under review' });
    expect(heading.querySelector('b')).toHaveTextContent('Under review');
    expect(heading.querySelector('img')).toBeNull();
    expect(screen.getByText('You will hear from us within 1 working day.')).toBeInTheDocument();
    expect(screen.getByText('LN2025060210001')).toBeInTheDocument();
  });

  it('offers Repay and the extension for a due loan the server lets extend', async () => {
    const onRepay = vi.fn();
    const onExtend = vi.fn();
    renderWithProviders(
      <LoanDetailsScreen
        status="ready"
        details={details({ status: 174, canExtend: true })}
        onRepay={onRepay}
        onExtend={onExtend}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Repay' }));
    await userEvent.click(screen.getByRole('button', { name: 'Extension' }));
    expect(onRepay).toHaveBeenCalledTimes(1);
    expect(onExtend).toHaveBeenCalledTimes(1);
    // 174 hides the recommended products.
    expect(screen.queryByRole('region', { name: 'Recommended for you' })).not.toBeInTheDocument();
  });

  it('offers only Borrow again for a repaid loan', async () => {
    const onBorrowAgain = vi.fn();
    renderWithProviders(
      <LoanDetailsScreen status="ready" details={details({ status: 200 })} onBorrowAgain={onBorrowAgain} />,
    );
    expect(buttonNames()).toEqual(['Borrow again']);
    await userEvent.click(screen.getByRole('button', { name: 'Borrow again' }));
    expect(onBorrowAgain).toHaveBeenCalledTimes(1);
  });

  it('lists recommended products for a status that shows them; a disabled one does nothing', async () => {
    const onApplyProduct = vi.fn();
    const onMoreProducts = vi.fn();
    renderWithProviders(
      <LoanDetailsScreen
        status="ready"
        details={details()}
        onApplyProduct={onApplyProduct}
        onMoreProducts={onMoreProducts}
      />,
    );
    const region = screen.getByRole('region', { name: 'Recommended for you' });
    const [quick, paisa] = await within(region).findAllByRole('article');
    await userEvent.click(within(quick!).getByRole('button', { name: 'Apply now' }));
    await userEvent.click(within(paisa!).getByRole('button', { name: 'Apply now' }));
    expect(onApplyProduct).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ id: '7' }));
    await userEvent.click(within(region).getByRole('button', { name: 'More products' }));
    expect(onMoreProducts).toHaveBeenCalledTimes(1);
    expect(buttonNames()).toEqual(['More products']);
  });

  it('shows the error with a retry', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<LoanDetailsScreen status="error" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('rating', () => {
  it('opens when the server asks, insists on a choice, then sends the chosen score and closes', async () => {
    const onRate = vi.fn();
    const onRatingOpenChange = vi.fn();
    renderWithProviders(
      <LoanDetailsScreen
        status="ready"
        details={details({ status: 200, askForRating: true })}
        onRate={onRate}
        onRatingOpenChange={onRatingOpenChange}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'How was your experience? Please rate us' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose 1 to 5 stars first');
    expect(onRate).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('radio', { name: '3 out of 5' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(onRate).toHaveBeenCalledExactlyOnceWith(3);
    expect(onRatingOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Cancel without rating', async () => {
    const onRate = vi.fn();
    const onRatingClose = vi.fn();
    renderWithProviders(
      <LoanDetailsScreen
        status="ready"
        details={details()}
        defaultRatingOpen
        onRate={onRate}
        onRatingClose={onRatingClose}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onRatingClose).toHaveBeenCalledTimes(1);
    expect(onRate).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open while controlled, and starts again from no stars when reopened', async () => {
    const onRatingOpenChange = vi.fn();
    const { rerender } = renderWithProviders(
      <LoanDetailsScreen
        status="ready"
        details={details()}
        ratingOpen
        onRatingOpenChange={onRatingOpenChange}
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: '2 out of 5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onRatingOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    rerender(<LoanDetailsScreen status="ready" details={details()} ratingOpen={false} />);
    rerender(<LoanDetailsScreen status="ready" details={details()} ratingOpen />);
    expect(screen.getByRole('radio', { name: '2 out of 5' })).not.toBeChecked();
  });

  it('shows the thank-you the app opens, and reports OK', async () => {
    const onThanksClose = vi.fn();
    renderWithProviders(
      <LoanDetailsScreen status="ready" details={details()} thanksOpen onThanksClose={onThanksClose} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Thank you for your feedback' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onThanksClose).toHaveBeenCalledTimes(1);
  });
});
