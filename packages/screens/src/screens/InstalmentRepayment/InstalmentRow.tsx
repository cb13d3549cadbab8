import { memo, useMemo } from 'react';
import { isNumericText } from '../../i18n/decimal';
import { useFormat, useText } from '../../i18n/LocaleProvider';
import { overdueOf, pendingDescription } from './instalmentRows';
import { STATUS_DARK, type InstalmentItem } from './selection';

const TICK = (
  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
    <path
      d="M3.5 8.5l3 3 6-7"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/** An instalment's amount and due date as the borrower reads them (a host's non-numeric amount as sent). */
function useInstalmentFigures(item: InstalmentItem) {
  const { money, date } = useFormat();
  return {
    amount: isNumericText(item.totalAmount) ? money(item.totalAmount) : item.amountText,
    due: date(item.dueTime),
  };
}

/** The words of a pending row, worked out once per instalment (a tap never recomputes them). */
function usePendingWords(item: InstalmentItem) {
  const t = useText();
  const format = useFormat();
  const { amount, due } = useInstalmentFigures(item);
  return useMemo(() => {
    const overdue = overdueOf(item);
    const days = overdue
      ? overdue.days === 1
        ? t('repay.lateOneDay')
        : t('repay.lateDays', { days: overdue.days })
      : '';
    const late =
      overdue && overdue.fee ? t('repay.lateFee', { late: days, fee: format.money(overdue.fee) }) : days;
    const name = t('repay.instalmentName', { period: item.period, amount, date: due });
    return {
      amount,
      due,
      late,
      description: pendingDescription(item, due, overdue),
      label: late ? `${name}, ${late}` : name,
    };
  }, [item, t, format, amount, due]);
}

/**
 * One pending instalment: a real checkbox named "Instalment 3, Rs. 1,816.67, due 11 Jun 2026" (and its
 * lateness). Its checked state is not a prop: `PendingList` sets the boxes in one pass, so a tap that checks
 * 365 rows renders none of them again.
 */
export const PendingRow = memo(function PendingRow({
  item,
  index,
  disabled,
}: {
  item: InstalmentItem;
  index: number;
  disabled: boolean;
}) {
  const t = useText();
  const words = usePendingWords(item);
  return (
    <div
      role="listitem"
      data-dark={item.status === STATUS_DARK || undefined}
      data-overdue={words.late ? '' : undefined}
    >
      <label data-row="pending">
        <input type="checkbox" data-index={index} disabled={disabled} aria-label={words.label} />
        <span data-box="" aria-hidden="true">
          {TICK}
        </span>
        <span data-body="">
          <span data-text="">
            <strong>{t('repay.instalment', { period: item.period })}</strong>
            {words.due && <span>{t('repay.due', { date: words.due })}</span>}
            {words.late && <span data-late="">{words.late}</span>}
            {words.description && <small>{words.description}</small>}
          </span>
          <span data-amount="">{words.amount}</span>
        </span>
      </label>
    </div>
  );
});

export const PaidRow = memo(function PaidRow({ item }: { item: InstalmentItem }) {
  const t = useText();
  const { amount, due } = useInstalmentFigures(item);
  return (
    <li data-dark={item.status === STATUS_DARK || undefined}>
      <div data-row="paid" data-body="">
        <span data-text="">
          <strong>{t('repay.instalment', { period: item.period })}</strong>
          {item.description ? (
            <span>{item.description}</span>
          ) : (
            due && <span>{t('repay.due', { date: due })}</span>
          )}
        </span>
        <span data-amount="">{amount}</span>
      </div>
    </li>
  );
});
