import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test-support/renderWithProviders';
import { LoanConfirmScreen, type LoanConfirmData } from './LoanConfirmScreen';

const data: LoanConfirmData = {
  productLogo: '',
  productName: 'Quick Cash',
  amount: '5000',
  periods: 90,
  termUnit: 'day',
  rateText: '0.1% per day',
  type: 0,
  details: [{ title: 'Only for type 1', value: 'x' }],
  detail1: [{ title: 'Processing fee', value: 'Rs. 500.00' }],
  detail2: [{ title: 'Amount credited', value: 'Rs. 4,410.00' }],
  repayPlans: [
    { amount: '1816.67', payTime: '2026-06-11', description: 'Instalment 1 of 3' },
    { amount: '1816.67', payTime: '2026-07-11', description: 'Instalment 2 of 3' },
    { amount: '1816.66', payTime: '2026-08-10', description: 'Instalment 3 of 3' },
  ],
  popTitle: 'Loan agreement with Quick Cash',
  popContent: 'Please read before you borrow.',
  popAgreementUrl: '',
  note: 'Money arrives in 1 to 3 working days.',
};

const typeOne: LoanConfirmData = {
  ...data,
  type: 1,
  popAgreementUrl: 'https://lender.example/agreement.html',
};

const titles = ['Loan agreement', 'Key fact statement'];

const confirmButton = () => screen.getByRole('button', { name: 'Confirm' });

describe('LoanConfirmScreen', () => {
  it('shows the offer: product, amount, term, rate and the type 0 breakdown', () => {
    renderWithProviders(<LoanConfirmScreen data={data} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Loan confirmation' })).toBeInTheDocument();
    expect(screen.getByText('Quick Cash')).toBeInTheDocument();
    expect(screen.getByText(/^Rs\.\s5,000\.00$/)).toBeInTheDocument();
    expect(screen.getByText('90 days')).toBeInTheDocument();
    expect(screen.getByText('0.1% per day')).toBeInTheDocument();
    expect(screen.getByText('Processing fee')).toBeInTheDocument();
    expect(screen.getByText('Amount credited')).toBeInTheDocument();
    expect(screen.queryByText('Only for type 1')).not.toBeInTheDocument();
    expect(screen.getByText('Money arrives in 1 to 3 working days.')).toBeInTheDocument();
  });

  it('uses details instead of detail1/detail2 for type 1', () => {
    renderWithProviders(<LoanConfirmScreen data={typeOne} defaultAgreementOpen={false} />);
    expect(screen.getByText('Only for type 1')).toBeInTheDocument();
    expect(screen.queryByText('Processing fee')).not.toBeInTheDocument();
  });

  it('draws the plan as an ordered timeline with date, amount and description', () => {
    renderWithProviders(<LoanConfirmScreen data={data} />);
    const plan = screen.getByRole('region', { name: 'Repayment plan' });
    const items = within(plan).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[2]).toHaveTextContent('10 Aug 2026');
    expect(items[2]).toHaveTextContent('Rs. 1,816.66');
    expect(items[2]).toHaveTextContent('Instalment 3 of 3');
  });

  it('sums the plan into the total to repay, and gives no "cost" that leaves out fees', () => {
    renderWithProviders(<LoanConfirmScreen data={data} />);
    const summary = screen.getByRole('region', { name: 'What you will repay' });
    expect(within(summary).getByText('Total to repay').nextSibling).toHaveTextContent(/Rs\.\s5,450\.00/);
    expect(summary).toHaveTextContent('In 3 instalments, as planned below.');
    expect(screen.queryByText(/cost of the loan/i)).not.toBeInTheDocument();
  });

  it('has no summary when the plan is empty, and offers to load it again', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<LoanConfirmScreen data={{ ...data, repayPlans: [] }} onRetry={onRetry} />);
    expect(screen.queryByRole('region', { name: 'What you will repay' })).not.toBeInTheDocument();
    const plan = screen.getByRole('region', { name: 'Repayment plan' });
    expect(plan).toHaveTextContent('Your repayment plan could not be shown. Try again');
    await userEvent.click(within(plan).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('treats a plan with an amount that is not numeric as missing, not as a smaller total', () => {
    const repayPlans = [data.repayPlans[0]!, { ...data.repayPlans[1]!, amount: 'to be confirmed' }];
    renderWithProviders(<LoanConfirmScreen data={{ ...data, repayPlans }} />);
    expect(screen.queryByRole('region', { name: 'What you will repay' })).not.toBeInTheDocument();
    expect(screen.queryByText('to be confirmed')).not.toBeInTheDocument();
    expect(screen.getByText('Your repayment plan could not be shown. Try again')).toBeInTheDocument();
  });

  it('refuses to confirm without a complete plan, even with the box ticked', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(
      <LoanConfirmScreen
        data={{ ...data, repayPlans: [] }}
        defaultAgreed
        onConfirm={onConfirm}
        onRetry={vi.fn()}
      />,
    );
    await userEvent.click(confirmButton());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Your repayment plan could not be shown. Try again');
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
  });

  it('starts unticked: Confirm sends nothing, says why and moves focus to the box', async () => {
    const onConfirm = vi.fn();
    const onAgreedChange = vi.fn();
    renderWithProviders(
      <LoanConfirmScreen data={data} onConfirm={onConfirm} onAgreedChange={onAgreedChange} />,
    );
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(confirmButton());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Tick the box to agree to the loan agreement first');
    expect(confirmButton()).toHaveAccessibleDescription('Tick the box to agree to the loan agreement first');
    expect(screen.getByRole('checkbox')).toHaveFocus();
    await userEvent.click(screen.getByRole('checkbox'));
    expect(onAgreedChange).toHaveBeenCalledExactlyOnceWith(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('lets a host start ticked with defaultAgreed', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<LoanConfirmScreen data={data} defaultAgreed onConfirm={onConfirm} />);
    expect(screen.getByRole('checkbox')).toBeChecked();
    await userEvent.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('follows a controlled agreed value', async () => {
    const onAgreedChange = vi.fn();
    const onConfirm = vi.fn();
    renderWithProviders(
      <LoanConfirmScreen data={data} agreed={false} onAgreedChange={onAgreedChange} onConfirm={onConfirm} />,
    );
    await userEvent.click(screen.getByRole('checkbox'));
    expect(onAgreedChange).toHaveBeenCalledExactlyOnceWith(true);
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    await userEvent.click(confirmButton());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('ignores taps while confirming', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<LoanConfirmScreen data={data} defaultAgreed onConfirm={onConfirm} confirming />);
    expect(confirmButton()).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirmButton());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('lists each agreement as its own row under the box, opened by its position without toggling it', async () => {
    const onOpenAgreement = vi.fn();
    const onAgreedChange = vi.fn();
    renderWithProviders(
      <LoanConfirmScreen
        data={data}
        agreementTitles={titles}
        onOpenAgreement={onOpenAgreement}
        onAgreedChange={onAgreedChange}
      />,
    );
    expect(
      screen.getByRole('checkbox', { name: 'I have read and agree to the agreements below' }),
    ).toBeInTheDocument();
    const agreements = screen.getByRole('region', { name: 'Your agreements' });
    expect(
      within(agreements)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(titles);
    await userEvent.click(screen.getByRole('button', { name: 'Key fact statement' }));
    expect(onOpenAgreement).toHaveBeenCalledExactlyOnceWith(1);
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(onAgreedChange).not.toHaveBeenCalled();
  });

  it('labels the box plainly when there are no agreement titles', () => {
    renderWithProviders(<LoanConfirmScreen data={data} />);
    expect(
      screen.getByRole('checkbox', { name: 'I have read and agree to the loan agreements' }),
    ).toBeInTheDocument();
  });

  describe('agreement pop-up', () => {
    it('opens for type 1 with an agreement address, titled once, in a sandboxed frame', () => {
      renderWithProviders(<LoanConfirmScreen data={typeOne} />);
      const dialog = screen.getByRole('dialog', { name: 'Loan agreement with Quick Cash' });
      expect(within(dialog).getByText('Please read before you borrow.')).toBeInTheDocument();
      expect(within(dialog).getAllByRole('heading')).toHaveLength(1);
      expect(within(dialog).getAllByText('Loan agreement with Quick Cash')).toHaveLength(1);
      expect(within(dialog).getByText('Scroll to read the whole agreement.')).toBeInTheDocument();
      const frame = within(dialog).getByTitle('Agreement: Loan agreement with Quick Cash');
      expect(frame).toHaveAttribute('src', typeOne.popAgreementUrl);
      expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    });

    it('does not open for other types or without an address', () => {
      const { rerender } = renderWithProviders(<LoanConfirmScreen data={{ ...typeOne, type: 0 }} />);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      rerender(<LoanConfirmScreen data={{ ...typeOne, popAgreementUrl: ' ' }} />);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('stays open on Esc; Cancel asks the app to leave; Agree closes', async () => {
      const onCancelAgreement = vi.fn();
      const onAgreementOpenChange = vi.fn();
      renderWithProviders(
        <LoanConfirmScreen
          data={typeOne}
          onCancelAgreement={onCancelAgreement}
          onAgreementOpenChange={onAgreementOpenChange}
        />,
      );
      await userEvent.keyboard('{Escape}');
      await userEvent.click(document.querySelector<HTMLElement>('[data-modal-mask]')!);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(onCancelAgreement).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(onAgreementOpenChange).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('button', { name: 'Agree' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(onAgreementOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    });

    it('follows a controlled open value', async () => {
      const onAgreementOpenChange = vi.fn();
      const { rerender } = renderWithProviders(
        <LoanConfirmScreen data={typeOne} agreementOpen onAgreementOpenChange={onAgreementOpenChange} />,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Agree' }));
      expect(onAgreementOpenChange).toHaveBeenCalledExactlyOnceWith(false);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      rerender(<LoanConfirmScreen data={typeOne} agreementOpen={false} />);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('shows a loading state', () => {
    renderWithProviders(<LoanConfirmScreen status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your loan offer…');
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<LoanConfirmScreen status="error" data={data} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('speaks Indonesian with Rupiah', () => {
    renderWithProviders(<LoanConfirmScreen data={{ ...data, amount: '1500000', repayPlans: [] }} />, {
      locale: 'id',
    });
    expect(screen.getByText('Rp 1.500.000')).toBeInTheDocument();
    expect(screen.getByText('90 hari')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Konfirmasi' })).toBeInTheDocument();
  });
});
