import type { Market } from '../theme/markets';

export class InvalidDateError extends Error {
  constructor(value: unknown) {
    super(`Not a date: ${JSON.stringify(value) ?? String(value)}`);
    this.name = 'InvalidDateError';
  }
}

const pad = (n: number) => String(n).padStart(2, '0');
const SERVER_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}):(\d{2}))?$/;

/** A calendar day and, when known, the clock, as the borrower reads them. */
interface DateParts {
  year: number;
  month: number;
  day: number;
  time?: { hour: number; minute: number; second: number };
}

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const daysIn = (y: number, m: number) =>
  m === 2 ? (isLeap(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;

/**
 * The server's `YYYY-MM-DD` or `YYYY-MM-DD HH:MM:SS`, read as the wall-clock time it states (no time-zone
 * shift: the server writes the market's local time); null when it is not a real day and time.
 */
function serverDateParts(text: string): DateParts | null {
  const m = SERVER_DATE.exec(text.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  if (m[4] === undefined) return { year, month, day };
  const [hour, minute, second] = [Number(m[4]), Number(m[5]), Number(m[6])];
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { year, month, day, time: { hour, minute, second } };
}

function toDate(value: unknown): Date {
  if (value instanceof Date) {
    if (!Number.isNaN(value.getTime())) return value;
  } else if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))) {
    const n = Number(value);
    // Servers send Unix seconds or milliseconds; 1e11 ms is 1973, 1e11 s is the year 5138.
    if (Number.isFinite(n)) return new Date(n < 1e11 ? n * 1000 : n);
  } else if (typeof value === 'string') {
    const p = serverDateParts(value);
    if (p)
      return new Date(
        p.year,
        p.month - 1,
        p.day,
        p.time?.hour ?? 0,
        p.time?.minute ?? 0,
        p.time?.second ?? 0,
      );
  }
  throw new InvalidDateError(value);
}

/** Server date text as it states it; a timestamp or Date in the phone's time zone. */
function dateParts(value: unknown): DateParts {
  const fromText = typeof value === 'string' && !/^\d+$/.test(value) ? serverDateParts(value) : null;
  if (fromText) return fromText;
  const d = toDate(value);
  return {
    year: d.getFullYear(),
    month: d.getMonth() + 1,
    day: d.getDate(),
    time: { hour: d.getHours(), minute: d.getMinutes(), second: d.getSeconds() },
  };
}

/**
 * `YYYY-MM-DD`, or `YYYY-MM-DD HH:MM:SS` with `time`, in the phone's time zone: text for the server.
 * The borrower sees `formatLocalDate`.
 */
export function formatDate(value: unknown, options: { time?: boolean } = {}): string {
  const d = toDate(value);
  const day = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return options.time ? `${day} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}` : day;
}

/** The language a date is written in (the copy's language, not the market). */
export type DateLocale = 'en' | 'id';

// Our own tables, not Intl: its month names differ between Node, browsers and old Android webviews.
const MONTHS: Record<DateLocale, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  id: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
};
// Indonesian writes the clock with a dot (14.05), English (India) with a colon (14:05).
const CLOCK_SEPARATOR: Record<DateLocale, string> = { en: ':', id: '.' };

/**
 * A date for the borrower: `11 Jun 2026`; with `time`, `11 Jun 2026, 14:05` (English) or
 * `11 Agu 2026, 14.05` (Indonesian). A server date without a clock shows the day only, never a made-up
 * `00:00`. Reads what `formatDate` reads; throws `InvalidDateError` on anything else.
 */
export function formatLocalDate(
  value: unknown,
  locale: DateLocale,
  options: { time?: boolean } = {},
): string {
  const { year, month, day, time } = dateParts(value);
  const text = `${day} ${MONTHS[locale][month - 1]!} ${year}`;
  if (!options.time || !time) return text;
  return `${text}, ${pad(time.hour)}${CLOCK_SEPARATOR[locale]}${pad(time.minute)}`;
}

/** The time zone a market's server writes its times in, as borrowers there name it. */
export const MARKET_TIME_ZONE: Record<Market, string> = { ID: 'WIB', IN: 'IST' };

/**
 * A deadline for the borrower, in the market's own time zone: `3 Jun 2025, 23:59 IST` (English) or
 * `3 Jun 2025, 23.59 WIB` (Indonesian). The server writes the market's local time, so the clock is shown as
 * sent and named. A deadline without a clock shows its day only (no made-up time or zone); throws
 * `InvalidDateError` on what is not a date. The one deadline format: `formatDeadline` (deadline.ts) writes an
 * instant (a countdown's end) through it.
 */
export function formatDeadlineText(value: unknown, market: Market, locale: DateLocale): string {
  const withClock = formatLocalDate(value, locale, { time: true });
  const dayOnly = formatLocalDate(value, locale);
  return withClock === dayOnly ? dayOnly : `${withClock} ${MARKET_TIME_ZONE[market]}`;
}

/**
 * Server text shown as a date when it is exactly a server date (`YYYY-MM-DD`, with the clock when it has
 * one), unchanged otherwise: a date the client cannot read shows as sent, never as an error.
 */
export function displayDate(text: string, locale: DateLocale): string {
  const p = serverDateParts(text);
  return p ? formatLocalDate(text, locale, { time: p.time !== undefined }) : text;
}
