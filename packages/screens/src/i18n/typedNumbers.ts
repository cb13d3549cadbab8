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
