import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { DetailRows } from './DetailRows';

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
    // Zeros are real values and stay; only a missing value becomes a dash.
    expect(values).toEqual(['Rs. 15,000', 'Rs. 0', '0', '—', '2024-05-26']);
  });

  it('hides empty and zero rows with hideEmpty', () => {
    render(<DetailRows rows={rows} hideEmpty />);
    expect(screen.getAllByRole('term').map((el) => el.textContent)).toEqual(['Loan amount', 'Due date']);
    expect(screen.queryByText('Late fee')).not.toBeInTheDocument();
  });

  it('renders nothing when every row is hidden', () => {
    const { container } = render(<DetailRows rows={[{ title: 'Late fee', value: '0.00' }]} hideEmpty />);
    expect(container).toBeEmptyDOMElement();
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
    expect(within(total).getByRole('definition')).toHaveTextContent('Rs. 16,065');
    expect(screen.getByText('Status').parentElement).not.toHaveAttribute('data-emphasis');
    expect(screen.getByText('Paid').tagName).toBe('STRONG');
  });

  it('passes a name through to the list', () => {
    render(<DetailRows rows={rows} aria-label="Order details" />);
    expect(screen.getByLabelText('Order details').tagName).toBe('DL');
  });
});
