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

const CURRENCY: Record<Market, { prefix: string; group: string; decimal: string }> = {
  ID: { prefix: 'Rp ', group: '.', decimal: ',' },
  IN: { prefix: 'Rs. ', group: ',', decimal: '.' },
};

/** Thousands grouping: Indonesian 1.500.000; Indian (en-IN) 15,00,000. */
function groupDigits(digits: string, market: Market, separator: string): string {
  if (market === 'IN' && digits.length > 3) {
    const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, separator);
    return `${head}${separator}${digits.slice(-3)}`;
  }
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** A plain number in the market's grouping, two decimals only when there is a fraction. */
export function formatNumber(value: unknown, market: Market): string {
  const n = parseAmount(value);
  const { group, decimal } = CURRENCY[market];
  const [int, frac] = Math.abs(n).toFixed(2).split('.') as [string, string];
  const grouped = groupDigits(int, market, group);
  return `${n < 0 ? '-' : ''}${grouped}${frac === '00' ? '' : decimal + frac}`;
}

/** Money for a borrower: `Rp 1.500.000` (Indonesia), `Rs. 1,50,000` (India). */
export function formatMoney(value: unknown, market: Market): string {
  const text = formatNumber(value, market);
  const sign = text.startsWith('-') ? '-' : '';
  return `${sign}${CURRENCY[market].prefix}${text.slice(sign.length)}`;
}

/** Minor units (cents, paise) to a major amount with two decimals: `150050` → `"1500.50"`. */
export function formatMinorUnits(value: unknown): string {
  const n = parseAmount(value);
  if (!Number.isInteger(n)) throw new InvalidAmountError(value);
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
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

function toDate(value: unknown): Date {
  if (value instanceof Date) {
    if (!Number.isNaN(value.getTime())) return value;
  } else if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))) {
    const n = Number(value);
    // Servers send Unix seconds or milliseconds; 1e11 ms is 1973, 1e11 s is the year 5138.
    if (Number.isFinite(n)) return new Date(n < 1e11 ? n * 1000 : n);
  } else if (typeof value === 'string') {
    const m = SERVER_DATE.exec(value.trim());
    if (m) {
      const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
      const date = new Date(+y!, +mo! - 1, +d!, +h, +mi, +s);
      if (date.getMonth() === +mo! - 1 && date.getDate() === +d!) return date;
    }
  }
  throw new InvalidDateError(value);
}

/** `YYYY-MM-DD`, or `YYYY-MM-DD HH:MM:SS` with `time`, in the phone's time zone. */
export function formatDate(value: unknown, options: { time?: boolean } = {}): string {
  const d = toDate(value);
  const day = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return options.time ? `${day} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}` : day;
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
  date: (value: unknown) => string;
  dateTime: (value: unknown) => string;
  phone: (input: string) => string;
  bankCard: (input: string) => string;
  stripSeparators: (text: string) => string;
}

export function createFormatters(market: Market): Formatters {
  return {
    money: (v) => formatMoney(v, market),
    number: (v) => formatNumber(v, market),
    date: (v) => formatDate(v),
    dateTime: (v) => formatDate(v, { time: true }),
    phone: formatPhone,
    bankCard: formatBankCard,
    stripSeparators: (t) => stripSeparators(t, market),
  };
}
