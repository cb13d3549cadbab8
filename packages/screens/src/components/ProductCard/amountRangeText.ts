import { keepCurrencyWithDigits } from '../../i18n/serverText';

// The dash (or tilde) between two amounts, with or without spaces: 'Rp 500.000 - Rp 5.000.000',
// '₹5,000-₹50,000', 'Rs 5,000 ~ Rs 50,000', '1 juta - 5 juta'. The left side ends an amount (a digit,
// maybe a unit word); the right side starts one (a currency sign or a digit).
const RANGE_DASH = /(\d(?:\s+\p{L}+)?)\s*[-‐‑–—~]\s*(?=(?:(?:Rp\.?|Rs\.?|₹|IDR|INR)\s*)?\d)/giu;

/**
 * A range like 'Rp 500.000 - Rp 5.000.000' as 'Rp 500.000 – Rp 5.000.000': each currency sign held to its
 * number and the en dash to the first amount by no-break spaces, so a narrow card wraps only after the
 * dash, never inside an amount.
 */
export function amountRangeText(text: string): string {
  return keepCurrencyWithDigits(text).replace(RANGE_DASH, (_m, left: string) => `${left}\u00a0– `);
}
