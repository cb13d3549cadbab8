/**
 * Exact sums of numeric text ("1500000", "12.50"): the amounts are added as whole minor units (bigint) on
 * their decimal digits, so "0.10" + "0.20" is "0.3", never 0.30000000000000004, for amounts of any size.
 */

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** Whether `text` is plain numeric text ("1500000", "12.50", "-3"), the only form a server amount may take. */
export function isNumericText(text: unknown): text is string {
  return typeof text === 'string' && NUMERIC.test(text.trim());
}

/** The number of decimals of numeric text. */
const decimalsOf = (text: string) => text.trim().split('.')[1]?.length ?? 0;

/** Numeric text as a whole number of `scale`-decimal minor units, exact for any size (no float rounding). */
function toMinor(text: string, scale: number): bigint {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const [int = '0', frac = ''] = trimmed.replace(/^-/, '').split('.');
  const minor = BigInt(int + frac.padEnd(scale, '0'));
  return negative ? -minor : minor;
}

/** Minor units back to numeric text with `scale` decimals, dropping a fraction that is all zeros. */
function fromMinor(minor: bigint, scale: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(scale + 1, '0');
  const int = digits.slice(0, digits.length - scale);
  const frac = digits.slice(digits.length - scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${int}${frac ? `.${frac}` : ''}`;
}

/**
 * The exact sum of numeric texts as numeric text without separators ("1816.67" + "1816.66" → "3633.33");
 * "0" for none. Throws on text that is not numeric: a sum that skipped an amount would understate it.
 */
export function sumDecimalTexts(texts: readonly string[]): string {
  const bad = texts.find((text) => !isNumericText(text));
  if (bad !== undefined) throw new Error(`Not numeric text: ${JSON.stringify(bad)}`);
  const scale = Math.max(0, ...texts.map(decimalsOf));
  return fromMinor(
    texts.reduce((sum, text) => sum + toMinor(text, scale), 0n),
    scale,
  );
}

/** Whether numeric text is zero ("0", "0.00", "-0"). */
export function isZeroText(text: string): boolean {
  return isNumericText(text) && !/[1-9]/.test(text);
}

/**
 * Every running sum of numeric texts, exactly: `[0, a, a+b, a+b+c, …]` as numeric text, each the same as
 * `sumDecimalTexts` of that many texts — in one pass, so a list can look up any prefix's total.
 */
export function runningSums(texts: readonly string[]): string[] {
  const bad = texts.find((text) => !isNumericText(text));
  if (bad !== undefined) throw new Error(`Not numeric text: ${JSON.stringify(bad)}`);
  const scale = Math.max(0, ...texts.map(decimalsOf));
  const sums = ['0'];
  let sum = 0n;
  for (const text of texts) {
    sum += toMinor(text, scale);
    sums.push(fromMinor(sum, scale));
  }
  return sums;
}
