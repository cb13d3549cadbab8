import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test-support/renderWithProviders';
import { InstalmentRepaymentScreen, type InstalmentPlanData } from './InstalmentRepaymentScreen';
import type { InstalmentItem } from './selection';

const item = (period: number, totalAmount: string, selectable = true): InstalmentItem => ({
  period,
  totalAmount,
  amountText: '',
  selectable,
  status: period === 1 ? 500 : 0,
  description: '',
  dueTime: `2026-0${period + 2}-11`,
});
const plan = (pending: InstalmentItem[]): InstalmentPlanData => ({
  productName: 'CreditBee',
  waitingCount: pending.length,
  note: '',
  pending,
  paid: [],
});
const three = plan([item(1, '0.10'), item(2, '0.20'), item(3, '1816.67')]);

describe('InstalmentRepaymentScreen', () => {
  it('is controlled: shows the host value and reports changes without applying them', async () => {
    const onSelectedChange = vi.fn();
    renderWithProviders(
      <InstalmentRepaymentScreen
        status="ready"
        plan={three}
        selected={1}
        onSelectedChange={onSelectedChange}
      />,
    );
    const boxes = screen.getAllByRole('checkbox');
    await userEvent.click(boxes[2]!);
    expect(onSelectedChange).toHaveBeenCalledWith(3);
    // The host did not pass the new value back: still one checked.
    expect(boxes.filter((b) => (b as HTMLInputElement).checked)).toHaveLength(1);
  });

  it('pays the exact sum of the checked instalments as numeric text', async () => {
    const onPay = vi.fn();
    renderWithProviders(<InstalmentRepaymentScreen status="ready" plan={three} onPay={onPay} />);
    await userEvent.click(screen.getAllByRole('checkbox')[1]!);
    await userEvent.click(screen.getByRole('button', { name: /pay now/i }));
    expect(onPay).toHaveBeenCalledWith('0.3');
  });

  it('keeps the first box checked when it is tapped again (the browser flip is put back)', async () => {
    const onSelectedChange = vi.fn();
    renderWithProviders(
      <InstalmentRepaymentScreen status="ready" plan={three} onSelectedChange={onSelectedChange} />,
    );
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    await userEvent.click(boxes[0]!);
    expect(boxes.map((b) => b.checked)).toEqual([true, false, false]);
    expect(onSelectedChange).not.toHaveBeenCalled();
    await userEvent.click(boxes[2]!);
    await userEvent.click(boxes[1]!);
    expect(boxes.map((b) => b.checked)).toEqual([true, false, false]);
    expect(onSelectedChange).toHaveBeenLastCalledWith(1);
  });

  it('offers customer service, not a Pay of 0, when nothing can be selected', async () => {
    const onPay = vi.fn();
    const onOpenCustomerService = vi.fn();
    renderWithProviders(
      <InstalmentRepaymentScreen
        status="ready"
        plan={plan([item(1, '5', false)])}
        onPay={onPay}
        onOpenCustomerService={onOpenCustomerService}
      />,
    );
    expect(screen.queryByRole('button', { name: /pay now/i })).toBeNull();
    expect(screen.queryByText(/total to pay/i)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /contact customer service/i }));
    expect(onOpenCustomerService).toHaveBeenCalledTimes(1);
    expect(onPay).not.toHaveBeenCalled();
  });
});
