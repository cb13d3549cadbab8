import { describe, expect, it } from 'vitest';
import { isPlanLocked, overdueOf, pendingDescription, repeatsDueDate } from './instalmentRows';
import type { InstalmentItem } from './selection';

const row = (over: Partial<InstalmentItem> = {}): InstalmentItem => ({
  period: 1,
  totalAmount: '1908.50',
  amountText: '',
  selectable: true,
  status: 500,
  description: '',
  dueTime: '2026-06-11',
  ...over,
});

describe('overdueOf', () => {
  it.each([
    [
      { overdueDays: 5, lateFee: '91.83' },
      { days: 5, fee: '91.83' },
    ],
    [
      { overdueDays: 1, lateFee: ' 1000 ' },
      { days: 1, fee: '1000' },
    ],
    [{ overdueDays: 5 }, { days: 5, fee: '' }],
    [
      { overdueDays: 5, lateFee: '0.00' },
      { days: 5, fee: '' },
    ],
    [
      { overdueDays: 5, lateFee: 'Rs. 90' },
      { days: 5, fee: '' },
    ],
    [{ overdueDays: 0, lateFee: '90' }, null],
    [{ overdueDays: -3 }, null],
    [{ overdueDays: 2.5 }, null],
    [{}, null],
  ])('%j → %j', (fields, expected) => expect(overdueOf(fields)).toEqual(expected));
});

describe('repeatsDueDate', () => {
  it.each([
    ['Due on 2026-06-11', true],
    ['2026-06-11', true],
    ['Jatuh tempo 11-06-2026', true],
    ['Jatuh tempo pada 11/06/2026', true],
    ['due by 11 Jun 2026', true],
    ['Due today', false],
    ['Paid on 2026-06-11', false],
    ['Due on 2026-07-11', false],
    ['Due on 2026-06-11, incl. late fee Rs. 90', false],
    ['', false],
  ])('%j → %s', (text, repeats) => expect(repeatsDueDate(text, '2026-06-11', '11 Jun 2026')).toBe(repeats));
});

describe('pendingDescription', () => {
  it('drops a repeat of the due date and keeps server news', () => {
    expect(pendingDescription(row({ description: 'Due on 2026-06-11' }), '11 Jun 2026', null)).toBe('');
    expect(pendingDescription(row({ description: 'Due today' }), '11 Jun 2026', null)).toBe('Due today');
  });

  it('on a late row, drops the server wording of the days the row already shows', () => {
    const late = { days: 5, fee: '91.83' };
    const item = row({ description: '5 days late, incl. late fee Rs. 91.83' });
    expect(pendingDescription(item, '11 Jun 2026', late)).toBe('');
    expect(pendingDescription(item, '11 Jun 2026', null)).toBe(item.description);
    // 15 is not 5: the server said something else.
    expect(pendingDescription(row({ description: 'Call us before 15 June' }), '', late)).toBe(
      'Call us before 15 June',
    );
  });
});

describe('isPlanLocked', () => {
  it('is locked only when there is something to pay and the first cannot be selected', () => {
    expect(isPlanLocked([{ selectable: false }, { selectable: false }])).toBe(true);
    expect(isPlanLocked([{ selectable: false }, { selectable: true }])).toBe(true);
    expect(isPlanLocked([{ selectable: true }, { selectable: false }])).toBe(false);
    expect(isPlanLocked([])).toBe(false);
  });
});
