/** Card numbers as typed: digits in groups of 4, checked with the Luhn rule before anything is sent. */

export const CARD_MIN_DIGITS = 12;
export const CARD_MAX_DIGITS = 19;

/** The digits of what was typed or pasted, at most 19. */
export function cardDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, CARD_MAX_DIGITS);
}

/** "4111111111111111" → "4111 1111 1111 1111". */
export function groupCardNumber(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Formats the field after an edit and says where the caret goes: after the same number of digits as
 * before, so typing, deleting or pasting in the middle does not throw the caret to the end.
 */
export function formatCardInput(text: string, caret: number): { text: string; caret: number } {
  const digitsBefore = cardDigits(text.slice(0, Math.max(0, caret))).length;
  const formatted = groupCardNumber(cardDigits(text));
  let seen = 0;
  let position = 0;
  while (position < formatted.length && seen < digitsBefore) {
    if (/\d/.test(formatted[position]!)) seen += 1;
    position += 1;
  }
  return { text: formatted, caret: position };
}

/** The Luhn checksum: a typo in one digit, or two neighbours swapped, fails it. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type CardNumberProblem = 'missing' | 'short' | 'luhn';

/** What is wrong with a card number, or null when it may be sent. */
export function cardNumberProblem(text: string): CardNumberProblem | null {
  const digits = cardDigits(text);
  if (digits.length === 0) return 'missing';
  if (digits.length < CARD_MIN_DIGITS) return 'short';
  return luhnValid(digits) ? null : 'luhn';
}
