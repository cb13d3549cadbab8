import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test-support/renderWithProviders';
import { PaymentSteps } from './PaymentSteps';

const atm = [
  'Insert your debit card and enter your ATM PIN.',
  'Choose Fund Transfer > Transfer to another account.',
  'Enter the virtual account number 2223 3300 8841 2760.',
];

const groups = [
  { name: 'ATM', steps: atm },
  { name: 'Mobile banking', steps: ['Open your bank app.', 'Send the amount by IMPS.'] },
  { name: 'Internet banking', steps: ['Log in to internet banking.'] },
];

function group(name: string) {
  const summary = screen.getByText(name).closest('summary');
  const details = summary?.parentElement;
  if (!summary || !details) throw new Error(`no group ${name}`);
  return { summary, details };
}

describe('PaymentSteps', () => {
  it('lists the steps in order, each numbered for screen readers too', () => {
    renderWithProviders(<PaymentSteps title="Pay at an ATM" steps={atm} />);
    const list = screen.getByRole('list', { name: 'Pay at an ATM' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('1Step 1: Insert your debit card and enter your ATM PIN.');
    expect(items[2]).toHaveTextContent('Step 3: Enter the virtual account number 2223 3300 8841 2760.');
  });

  it('shows the title as a heading, level 3 unless told', () => {
    const { rerender } = renderWithProviders(<PaymentSteps title="Pay at an ATM" steps={atm} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Pay at an ATM' })).toBeInTheDocument();
    rerender(<PaymentSteps title="Pay at an ATM" steps={atm} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Pay at an ATM' })).toBeInTheDocument();
  });

  it('works without a title', () => {
    renderWithProviders(<PaymentSteps steps={atm} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('draws the server’s bold, never other markup', () => {
    const { container } = renderWithProviders(
      <PaymentSteps steps={['Pay to <b>LOAN SERVICES</b><img src=x onerror=alert(1)>']} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toHaveTextContent('LOAN SERVICES');
    expect(screen.getByRole('listitem')).not.toHaveTextContent('<b>');
  });

  it('groups steps by channel with the first group open', () => {
    renderWithProviders(<PaymentSteps title="How to pay" groups={groups} />);
    expect(group('ATM').details).toHaveAttribute('open');
    expect(group('Mobile banking').details).not.toHaveAttribute('open');
    expect(within(group('ATM').details).getByRole('list', { name: 'ATM' })).toBeVisible();
    expect(screen.getByText('Open your bank app.')).not.toBeVisible();
  });

  it('opens a group when its name is tapped, leaving the others as they are', async () => {
    renderWithProviders(<PaymentSteps title="How to pay" groups={groups} />);
    await userEvent.click(group('Mobile banking').summary);
    await waitFor(() => expect(screen.getByText('Open your bank app.')).toBeVisible());
    expect(group('ATM').details).toHaveAttribute('open');

    await userEvent.click(group('ATM').summary);
    await waitFor(() => expect(group('ATM').details).not.toHaveAttribute('open'));
    expect(group('Mobile banking').details).toHaveAttribute('open');
  });

  it('opens the groups defaultOpen names', () => {
    renderWithProviders(<PaymentSteps groups={groups} defaultOpen={[2]} />);
    expect(group('ATM').details).not.toHaveAttribute('open');
    expect(group('Internet banking').details).toHaveAttribute('open');
  });

  it('speaks Indonesian', () => {
    renderWithProviders(<PaymentSteps steps={['Masukkan kartu ATM dan PIN BCA Anda.']} />, { locale: 'id' });
    expect(screen.getByRole('listitem')).toHaveTextContent('Langkah 1: Masukkan kartu ATM dan PIN BCA Anda.');
  });
});
