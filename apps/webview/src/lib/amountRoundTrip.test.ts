// Every amount our screens show reads back, through the one amount reader, to the value it was made from:
// a shown amount passed on (the spec: "dots removed when passed to the payment page") is never misread.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readAmount, type AmountMarket } from '@loan-h5/api';
import { formatMoney } from '@loan-h5/screens';

/** The shown amount without its currency sign and no-break space: what a page or address passes on. */
const digitsShown = (shown: string) => shown.replace(/^(-?)(Rp|Rs\.)\u00a0/, '$1');

/** Numeric text as exact hundredths, to compare "150000" with "150000.00". */
function hundredths(text: string): bigint {
  const negative = text.startsWith('-');
  const [int = '0', frac = ''] = text.replace(/^-/, '').split('.');
  const value = BigInt(int) * 100n + BigInt(frac.padEnd(2, '0').slice(0, 2) || '0');
  return negative ? -value : value;
}

/** Numeric text of a whole number of hundredths ("1816.67"), or of whole units when `whole`. */
const textOf = (minor: bigint, whole: boolean) => {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(3, '0');
  const text = whole ? (negative ? -minor : minor).toString() : `${digits.slice(0, -2)}.${digits.slice(-2)}`;
  return `${negative ? '-' : ''}${text}`;
};

const RUNS = { numRuns: 2000 };

describe('what the screens show reads back to the same amount (fast-check)', () => {
  it('rupees, with paise, any size, either sign', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 17n), max: 10n ** 17n }), (minor) => {
        const text = textOf(minor, false);
        const shown = formatMoney(text, 'IN');
        expect(hundredths(readAmount(digitsShown(shown), 'IN'))).toBe(minor);
      }),
      RUNS,
    );
  });

  it('rupiah, whole (as every amount borrowers are shown), any size, either sign', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 17n), max: 10n ** 17n }), (whole) => {
        const text = textOf(whole, true);
        const shown = formatMoney(text, 'ID');
        expect(readAmount(digitsShown(shown), 'ID')).toBe(text);
      }),
      RUNS,
    );
  });

  it('JS numbers the screens get (integers and two-decimal rupees) read back too', () => {
    const market = fc.constantFrom<AmountMarket>('IN', 'ID');
    fc.assert(
      fc.property(market, fc.integer({ min: 0, max: 2 ** 40 }), (m, n) => {
        const value = m === 'IN' ? n / 100 : n;
        const read = readAmount(digitsShown(formatMoney(value, m)), m);
        expect(hundredths(read)).toBe(hundredths(readAmount(value, m)));
      }),
      RUNS,
    );
  });

  it("a shown rupiah fraction is written the Indonesian way ('1.500.000,50') and is not read back: refused, never guessed", () => {
    expect(() => readAmount(digitsShown(formatMoney('1500000.5', 'ID')), 'ID')).toThrow();
  });
});
