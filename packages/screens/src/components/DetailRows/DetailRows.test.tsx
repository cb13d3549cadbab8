import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders as render } from '../../test-support/renderWithProviders';
import { DetailRows } from './DetailRows';

const nb = '\u00a0';

const rows = [
  { title: 'Loan amount', value: 'Rs. 15,000' },
  { title: 'Late fee', value: 'Rs. 0' },
  { title: 'Admin fee', value: 0 },
  { title: 'Coupon', value: '' },
  { title: 'Due date', value: '2024-05-26' },
];

describe('DetailRows', () => {
  it('shows each row as a term and its value, in order', () => {
    render(<DetailRows rows={rows} />);
    const terms = screen.getAllByRole('term').map((el) => el.textContent);
    const values = screen.getAllByRole('definition').map((el) => el.textContent);
    expect(terms).toEqual(['Loan amount', 'Late fee', 'Admin fee', 'Coupon', 'Due date']);
    // Zeros are real values and stay; only a missing value becomes a dash. The server's date is shown
    // in the borrower's language; the currency sign stays on the line of its digits.
    expect(values).toEqual([`Rs.${nb}15,000`, `Rs.${nb}0`, '0', '—', '26 May 2024']);
  });

  it('shows server dates in the active language, with the clock when the server sent one', () => {
    const dated = [
      { title: 'Applied on', value: '2025-08-02 14:05:12' },
      { title: 'Due date', value: '2025-08-31' },
      { title: 'Reference', value: '02-06-2025' },
    ];
    const { unmount } = render(<DetailRows rows={dated} />);
    expect(screen.getAllByRole('definition').map((el) => el.textContent)).toEqual([
      '2 Aug 2025, 14:05',
      '31 Aug 2025',
      // Not a server date: shown exactly as sent.
      '02-06-2025',
    ]);
    unmount();
    render(<DetailRows rows={dated} />, { locale: 'id' });
    expect(screen.getAllByRole('definition').map((el) => el.textContent)).toEqual([
      '2 Agu 2025, 14.05',
      '31 Agu 2025',
      '02-06-2025',
    ]);
  });

  it('hides empty and zero rows with hideEmpty', () => {
    render(<DetailRows rows={rows} hideEmpty />);
    expect(screen.getAllByRole('term').map((el) => el.textContent)).toEqual(['Loan amount', 'Due date']);
    expect(screen.queryByText('Late fee')).not.toBeInTheDocument();
  });

  it('renders nothing when every row is hidden', () => {
    const { container } = render(<DetailRows rows={[{ title: 'Late fee', value: '0.00' }]} hideEmpty />);
    // The container holds only the theme's wrapper: no list and no text.
    expect(container.querySelector('dl')).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('shows server text as text, never as markup', () => {
    render(<DetailRows rows={[{ title: '<b>Bank</b>', value: '<img src=x onerror=alert(1)>' }]} />);
    expect(screen.getByText('<b>Bank</b>')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img, b')).toBeNull();
  });

  it('marks an emphasised row (the total) and accepts elements as values', () => {
    render(
      <DetailRows
        rows={[
          { title: 'Status', value: <strong>Paid</strong> },
          { title: 'Total repayment', value: 'Rs. 16,065', emphasis: true },
        ]}
      />,
    );
    const total = screen.getByText('Total repayment').parentElement!;
    expect(total).toHaveAttribute('data-emphasis');
    expect(within(total).getByRole('definition').textContent).toBe(`Rs.${nb}16,065`);
    expect(screen.getByText('Status').parentElement).not.toHaveAttribute('data-emphasis');
    expect(screen.getByText('Paid').tagName).toBe('STRONG');
  });

  it('passes a name through to the list', () => {
    render(<DetailRows rows={rows} aria-label="Order details" />);
    expect(screen.getByLabelText('Order details').tagName).toBe('DL');
  });
});
