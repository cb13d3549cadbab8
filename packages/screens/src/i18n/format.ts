import type { Market } from '../theme/markets';
import { formatMoney, formatNumber, stripSeparators } from './money';
import { formatDeadlineText, formatLocalDate, InvalidDateError, type DateLocale } from './dates';
import { formatBankCard, formatPhone } from './typedNumbers';

// The market's and the language's formats, each in its own module: money (amounts, exactly, per market),
// dates (server dates and deadlines, per language), typed numbers (phone and card numbers as typed).
export * from './money';
export * from './dates';
export * from './typedNumbers';

/** `formatLocalDate` for a render: what cannot be read as a date is shown as sent (blank when missing). */
function dateForDisplay(value: unknown, locale: DateLocale, time: boolean): string {
  try {
    return formatLocalDate(value, locale, { time });
  } catch (error) {
    if (!(error instanceof InvalidDateError)) throw error;
    return typeof value === 'string' ? value : '';
  }
}

export interface Formatters {
  money: (value: unknown) => string;
  number: (value: unknown) => string;
  /** `11 Jun 2026` (English) / `11 Agu 2026` (Indonesian), in the active language. */
  date: (value: unknown) => string;
  /** `11 Jun 2026, 14:05` / `11 Agu 2026, 14.05`; a server date without a clock shows the day only. */
  dateTime: (value: unknown) => string;
  /**
   * A deadline with the market's time zone: `3 Jun 2025, 23:59 IST` / `3 Jun 2025, 23.59 WIB`; a server
   * date without a clock shows the day only; unreadable text shows as sent (blank when missing).
   */
  deadline: (value: unknown) => string;
  phone: (input: string) => string;
  bankCard: (input: string) => string;
  stripSeparators: (text: string) => string;
}

/**
 * Formatters for a market (money, numbers) and a language (dates: `11 Jun 2026` / `11 Agu 2026, 14.05`);
 * the language follows the market unless given. `date`/`dateTime` never throw: unreadable text shows as sent.
 */
export function createFormatters(
  market: Market,
  locale: DateLocale = market === 'IN' ? 'en' : 'id',
): Formatters {
  return {
    money: (v) => formatMoney(v, market),
    number: (v) => formatNumber(v, market),
    date: (v) => dateForDisplay(v, locale, false),
    dateTime: (v) => dateForDisplay(v, locale, true),
    deadline: (v) => {
      try {
        return formatDeadlineText(v, market, locale);
      } catch (error) {
        if (!(error instanceof InvalidDateError)) throw error;
        return typeof v === 'string' ? v : '';
      }
    },
    phone: formatPhone,
    bankCard: formatBankCard,
    stripSeparators: (t) => stripSeparators(t, market),
  };
}
