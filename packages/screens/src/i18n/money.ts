import type { Market } from '../theme/markets';

/** An amount that is missing or not a number: shown as an error, never as `Rp 0`. */
export class InvalidAmountError extends Error {
  constructor(value: unknown) {
    super(`Not an amount: ${JSON.stringify(value) ?? String(value)}`);
    this.name = 'InvalidAmountError';
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
