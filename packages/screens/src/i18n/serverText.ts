import { displayDate, type DateLocale } from './format';

// A currency sign and the ordinary space(s) after it, before a number: 'Rp ', 'Rs. ', 'Rs ', '₹ ',
// 'IDR ', 'INR '. The sign must start a word, so 'Mrs 5' is left alone.
const CURRENCY_SPACE = /(^|[\s(~–:/-])(Rp\.?|Rs\.?|₹|IDR|INR)\s+(?=[\d-])/gi;

/**
 * Server text with each currency sign held to its amount by a no-break space (`Rp 1.500.000` →
 * `Rp\u00a01.500.000`), so a line never ends on 'Rp' with the digits on the next.
 */
export function keepCurrencyWithDigits(text: string): string {
  return text.replace(CURRENCY_SPACE, (_m, lead: string, sign: string) => `${lead}${sign}\u00a0`);
}

/**
 * A server row's value as shown: a server date (`2026-06-11`, `2026-06-11 14:05:12`) in the borrower's
 * language, any other text as sent with its currency kept with its digits.
 */
export function serverText(text: string, locale: DateLocale): string {
  return keepCurrencyWithDigits(displayDate(text, locale));
}
