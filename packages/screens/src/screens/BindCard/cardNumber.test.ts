import { describe, expect, it } from 'vitest';
import { cardDigits, cardNumberProblem, formatCardInput, groupCardNumber, luhnValid } from './cardNumber';

describe('groupCardNumber', () => {
  it.each([
    ['', ''],
    ['4', '4'],
    ['4111', '4111'],
    ['41111', '4111 1'],
    ['4111111111111111', '4111 1111 1111 1111'],
    ['6011000990139424123', '6011 0009 9013 9424 123'],
  ])('%j → %j', (digits, grouped) => expect(groupCardNumber(digits)).toBe(grouped));
});

describe('cardDigits', () => {
  it('keeps digits only, at most 19', () => {
    expect(cardDigits('4111-1111 1111.1111')).toBe('4111111111111111');
    expect(cardDigits('12345678901234567890123')).toBe('1234567890123456789');
  });
});

describe('formatCardInput (caret-safe)', () => {
  it.each([
    // [typed text, caret, formatted, caret after]
    ['4111', 4, '4111', 4],
    ['41111', 5, '4111 1', 6], // the fifth digit: the caret jumps the new space
    ['4111 11112', 10, '4111 1111 2', 11],
    ['4111 1111', 2, '4111 1111', 2], // caret in the middle stays in place
    ['41x11 1111', 3, '4111 1111', 2], // a non-digit typed is dropped, the caret does not move on
    ['4111 111', 9, '4111 111', 8], // a digit deleted at the end
    ['411 1111', 3, '4111 111', 3], // a digit deleted in the first group: regrouped, caret after 3 digits
    ['9', 1, '9', 1],
    ['', 0, '', 0],
    ['4111 1111 1111 1111 9999', 24, '4111 1111 1111 1111 999', 23], // at most 19 digits
  ])('%j caret %i → %j caret %i', (text, caret, formatted, after) =>
    expect(formatCardInput(text, caret)).toEqual({ text: formatted, caret: after }),
  );

  it('pasting a whole number in the middle keeps the caret after the pasted digits', () => {
    // "12|34" with "5678" pasted at the caret: "12567834", caret after 6 digits.
    expect(formatCardInput('12567834', 6)).toEqual({ text: '1256 7834', caret: 7 });
  });
});

describe('luhnValid', () => {
  it.each([
    ['4111111111111111', true], // Visa test number
    ['5555555555554444', true], // Mastercard test number
    ['6011000990139424', true], // Discover test number
    ['378282246310005', true], // Amex, 15 digits
    ['79927398713', true], // the textbook example
    ['4111111111111112', false], // last digit wrong
    ['4111111111111121', false], // two neighbours swapped
    ['1234567812345678', false],
    ['', false],
    ['4111 1111', false], // not digits only
  ])('%j → %s', (digits, valid) => expect(luhnValid(digits)).toBe(valid));
});

describe('cardNumberProblem', () => {
  it.each([
    ['', 'missing'],
    ['   ', 'missing'],
    ['4111 1111 111', 'short'],
    ['4111 1111 1111 1112', 'luhn'],
    ['4111 1111 1111 1111', null],
    ['5210 0000 0000 0008', 'luhn'],
  ])('%j → %j', (text, problem) => expect(cardNumberProblem(text)).toBe(problem));
});
