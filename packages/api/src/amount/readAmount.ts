/**
 * One reader for every money amount that comes from a reply or an address. A market writes amounts its own
 * way — Indonesia groups thousands with dots ("1.500.000"), India with commas ("1,50,000.00") — and a plain
 * decimal point means something else in each, so "150.000" is Rp 150.000 in Indonesia but could be 150 in
 * India. Each form is read exactly in the market where it is unambiguous, and refused everywhere else:
 * a misread amount is off by 100 or 1,000, a refused one is a clear "could not load".
 */

/** The market an amount is written for: India (rupees, comma grouping) or Indonesia (rupiah, dot grouping). */
export type AmountMarket = 'IN' | 'ID';

/** An amount that cannot be read in its market without guessing. */
export class MalformedAmountError extends Error {
  // Declared, not class fields: see errors.ts.
  declare readonly value: unknown;
  declare readonly market: AmountMarket | null;
  constructor(value: unknown, market: AmountMarket | null, reason: string) {
    super(`${JSON.stringify(value) ?? String(value)} ${reason}${market ? ` (${market})` : ''}`);
    this.name = 'MalformedAmountError';
    this.value = value;
    this.market = market;
  }
}

const INTEGER = /^-?\d+$/;
const PLAIN_DECIMAL = /^-?\d+\.\d+$/;
/** "150.000", "1.500.000": Indonesian thousands (a first group without a leading zero). */
const DOT_GROUPED = /^-?[1-9]\d{0,2}(?:\.\d{3})+$/;
/** "1,500,000.50": thousands with commas, as Indian statements also write them. */
const COMMA_THOUSANDS = /^-?[1-9]\d{0,2}(?:,\d{3})+(?:\.\d+)?$/;
/** "1,50,000.00", "15,00,000": lakhs and crores (en-IN grouping). */
const COMMA_LAKHS = /^-?[1-9]\d?(?:,\d{2})*,\d{3}(?:\.\d+)?$/;

/** `1.5e-7` → `0.00000015`, `1e+21` → `1000000000000000000000`: how JS writes very large and small numbers. */
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
 * An amount as plain numeric text ("1500000", "150000.00", "12.50"): separators removed, digits and
 * fraction kept exactly as written (never through floating point). Throws `MalformedAmountError` on
 * anything that needs a guess. `market` null (no market known) reads only what every market reads alike.
 *
 * - a JSON number, or plain digits ("1500000"): everywhere;
 * - a plain decimal ("12.50"): everywhere, except a dot followed by exactly three digits, which Indonesia
 *   reads as grouping ("150.000" is 150000 in Indonesia and refused in India and with no market);
 * - dot grouping ("1.500.000"): Indonesia only; comma grouping ("1,50,000.00", "1,500,000.50"): India only;
 * - refused: a comma in Indonesia ("1,5", "1.500,50"), separators in the wrong order or place, spaces
 *   inside, currency signs, empty text, NaN, Infinity.
 */
export function readAmount(value: unknown, market: AmountMarket | null): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new MalformedAmountError(value, market, 'is not a finite number');
    return expandExponent(String(Object.is(value, -0) ? 0 : value));
  }
  if (typeof value !== 'string') throw new MalformedAmountError(value, market, 'is not an amount');
  const text = value.trim();
  if (INTEGER.test(text)) return text;
  if (DOT_GROUPED.test(text)) {
    if (market === 'ID') return text.replace(/\./g, '');
    throw new MalformedAmountError(value, market, 'could be dot grouping or a decimal');
  }
  if (PLAIN_DECIMAL.test(text)) {
    // "1234.567" is neither Indonesian grouping nor a rupiah fraction: a guess either way.
    if (market === 'ID' && /\.\d{3}$/.test(text))
      throw new MalformedAmountError(value, market, 'has a three-digit fraction');
    return text;
  }
  if (COMMA_THOUSANDS.test(text) || COMMA_LAKHS.test(text)) {
    if (market === 'IN') return text.replace(/,/g, '');
    throw new MalformedAmountError(value, market, 'has comma grouping');
  }
  throw new MalformedAmountError(value, market, 'is not an amount');
}

/** `readAmount`, or null when it cannot be read (an address a borrower may have mistyped). */
export function tryReadAmount(value: unknown, market: AmountMarket | null): string | null {
  try {
    return readAmount(value, market);
  } catch (error) {
    if (error instanceof MalformedAmountError) return null;
    throw error;
  }
}

/**
 * The spec's "minor units divided by 100, two decimals" (section 9): whole minor units (paise, sen), as a
 * number or digits, to major numeric text: `150050` → `"1500.50"`, `5` → `"0.05"`. No reply field is
 * named as minor units by the spec, so no schema uses it today (see the package README).
 */
export function readMinorUnits(value: unknown): string {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof text !== 'string' || !INTEGER.test(text.trim()))
    throw new MalformedAmountError(value, null, 'is not a whole number of minor units');
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const digits = (negative ? trimmed.slice(1) : trimmed).replace(/^0+/, '').padStart(3, '0');
  const sign = negative && /[1-9]/.test(digits) ? '-' : '';
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** The market of a page's `lang` flag, as the app reads it: `1` is English (India), anything else Indonesia. */
export const amountMarketOfLang = (lang: string | null | undefined): AmountMarket =>
  lang === '1' ? 'IN' : 'ID';

// The market the reply being parsed was sent for. Schemas parse synchronously (the client refuses an
// asynchronous schema), so a value set around one parse is seen by that parse only.
let marketInScope: AmountMarket | null = null;

/**
 * Runs `read` (a schema's synchronous parse) with amounts read as `market` writes them. The API client
 * does this for every reply with its own market; a schema parsed outside it reads with no market.
 */
export function readingAmountsIn<T>(market: AmountMarket, read: () => T): T {
  const outer = marketInScope;
  marketInScope = market;
  try {
    return read();
  } finally {
    marketInScope = outer;
  }
}

/** The market of the parse in progress (null outside `readingAmountsIn`). */
export const amountMarketInScope = (): AmountMarket | null => marketInScope;
