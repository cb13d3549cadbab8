import type { Market } from '../theme/markets';

/** An amount that is missing or not a number: shown as an error, never as `Rp 0`. */
export class InvalidAmountError extends Error {
  constructor(value: unknown) {
    super(`Not an amount: ${JSON.stringify(value) ?? String(value)}`);
    this.name = 'InvalidAmountError';
  }
}

export class InvalidDateError extends Error {
  constructor(value: unknown) {
    super(`Not a date: ${JSON.stringify(value) ?? String(value)}`);
    this.name = 'InvalidDateError';
  }
}

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** A number from a number or plain numeric text (`"1500000"`, `"12.5"`); anything else throws. */
export function parseAmount(value: unknown): number {
  if (typeof value === 'number') {
    if (Number.isFinite(value)) return value;
    throw new InvalidAmountError(value);
  }
  if (typeof value === 'string' && PLAIN_NUMBER.test(value.trim())) return Number(value.trim());
  throw new InvalidAmountError(value);
}

/** `1.5e-7` → `0.00000015`, `1e+21` → `1000000000000000000000`: JS writes very large and small numbers so. */
function expandExponent(text: string): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!m) return text;
  const [, sign, int = '', frac = '', exp = '0'] = m;
  const digits = int + frac;
  const point = int.length + Number(exp);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * An amount as exact decimal text: text as sent (`"12345678901234567.89"` keeps every digit), a JS
 * number as its shortest exact spelling (`0.1 + 0.2` → `"0.30000000000000004"`, `1.005` → `"1.005"`).
 */
function decimalText(value: unknown): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new InvalidAmountError(value);
    return expandExponent(String(value));
  }
  if (typeof value === 'string' && PLAIN_NUMBER.test(value.trim())) return value.trim();
  throw new InvalidAmountError(value);
}

/** Adds one to a string of digits: `"0999"` → `"1000"`, `"99"` → `"100"`. */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/** Decimal text to whole digits and two decimals, half away from zero, on the digits (no floating point). */
function toCents(text: string): { negative: boolean; int: string; frac: string } {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  let int = whole.replace(/^0+(?=\d)/, '');
  let frac = fraction.padEnd(2, '0').slice(0, 2);
  if ((fraction[2] ?? '0') >= '5') {
    const sum = incrementDigits(int + frac);
    int = sum.slice(0, -2) || '0';
    frac = sum.slice(-2);
  }
  // -0.001 rounds to zero, which has no sign.
  return { negative: negative && /[1-9]/.test(int + frac), int, frac };
}

// The sign and the digits are held together by a no-break space, so a line never ends on 'Rp'.
const CURRENCY: Record<Market, { prefix: string; group: string; decimal: string }> = {
  ID: { prefix: 'Rp\u00a0', group: '.', decimal: ',' },
  IN: { prefix: 'Rs.\u00a0', group: ',', decimal: '.' },
};

/** Thousands grouping: Indonesian 1.500.000; Indian (en-IN) 15,00,000. */
function groupDigits(digits: string, market: Market, separator: string): string {
  if (market === 'IN' && digits.length > 3) {
    const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, separator);
    return `${head}${separator}${digits.slice(-3)}`;
  }
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * A plain number in the market's grouping, two decimals only when there is a fraction, rounded half away
 * from zero on the decimal digits: `1.005` → `1.01`, `"12345678901234567.89"` keeps every digit.
 */
export function formatNumber(value: unknown, market: Market): string {
  const { negative, int, frac } = toCents(decimalText(value));
  const { group, decimal } = CURRENCY[market];
  const grouped = groupDigits(int, market, group);
  return `${negative ? '-' : ''}${grouped}${frac === '00' ? '' : decimal + frac}`;
}

/**
 * Money for a borrower, one way per market (DESIGN.md "Amounts are shown one way per market"), with a
 * no-break space after the sign so an amount never splits across lines:
 * - Indonesia: whole rupiah, `Rp 1.500.000`; a fraction the server sends is shown, never rounded away
 *   (`Rp 1.500.000,50`);
 * - India: always with paise, `Rs. 1,50,000.00` beside `Rs. 1,816.67`, so the amounts of a page line up.
 */
export function formatMoney(value: unknown, market: Market): string {
  const { negative, int, frac } = toCents(decimalText(value));
  const { prefix, group, decimal } = CURRENCY[market];
  const fraction = market === 'IN' || frac !== '00' ? decimal + frac : '';
  return `${negative ? '-' : ''}${prefix}${groupDigits(int, market, group)}${fraction}`;
}

/** Minor units (cents, paise) to a major amount with two decimals: `150050` → `"1500.50"`, on the digits. */
export function formatMinorUnits(value: unknown): string {
  const text = decimalText(value);
  if (!/^-?\d+$/.test(text)) throw new InvalidAmountError(value);
  const negative = text.startsWith('-');
  const digits = (negative ? text.slice(1) : text).replace(/^0+/, '').padStart(3, '0');
  const sign = negative && /[1-9]/.test(digits) ? '-' : '';
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * A displayed amount back to plain digits for the payment page: `Rp 1.500.000` → `"1500000"`,
 * `Rs. 1,50,000.50` → `"150000.50"`.
 */
export function stripSeparators(text: string, market: Market): string {
  const { group, decimal } = CURRENCY[market];
  const bare = text
    .replace(/^-?\s*(Rp|Rs\.?)\s*/i, (m) => (m.trim().startsWith('-') ? '-' : ''))
    .trim()
    .split(group)
    .join('')
    .replace(decimal, '.');
  if (!PLAIN_NUMBER.test(bare)) throw new InvalidAmountError(text);
  return bare;
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

/** `formatLocalDate` for a render: what cannot be read as a date is shown as sent (blank when missing). */
function dateForDisplay(value: unknown, locale: DateLocale, time: boolean): string {
  try {
    return formatLocalDate(value, locale, { time });
  } catch (error) {
    if (!(error instanceof InvalidDateError)) throw error;
    return typeof value === 'string' ? value : '';
  }
}

/** Only the digits of what was typed. */
export function digitsOnly(input: string): string {
  return input.replace(/\D/g, '');
}

export const PHONE_MAX_DIGITS = 11;

/** A phone number as digits, at most 11. */
export function phoneDigits(input: string): string {
  return digitsOnly(input).slice(0, PHONE_MAX_DIGITS);
}

/** A phone number grouped 3-4-4 for reading: `081 2345 6789`. */
export function formatPhone(input: string): string {
  const d = phoneDigits(input);
  return [d.slice(0, 3), d.slice(3, 7), d.slice(7)].filter(Boolean).join(' ');
}

/** A bank card number in groups of 4 (at most 19 digits, the longest card number). */
export function formatBankCard(input: string): string {
  return digitsOnly(input)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
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
