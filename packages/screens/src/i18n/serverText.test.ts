import { describe, expect, it } from 'vitest';
import { keepCurrencyWithDigits, serverText } from './serverText';

const nb = '\u00a0';

describe('keepCurrencyWithDigits', () => {
  it.each([
    ['Rp 123', `Rp${nb}123`],
    ['Rp 1.500.000', `Rp${nb}1.500.000`],
    ['Rs. 1,50,000', `Rs.${nb}1,50,000`],
    ['Rs 123', `Rs${nb}123`],
    ['₹ 123', `₹${nb}123`],
    ['IDR 1.000.000', `IDR${nb}1.000.000`],
    ['-Rp 25.000', `-Rp${nb}25.000`],
    ['Total (Rp 5.000) due', `Total (Rp${nb}5.000) due`],
    ['Denda:Rs. 0', `Denda:Rs.${nb}0`],
    ['I paid Rs. 2,150 and Rs 300 by UPI', `I paid Rs.${nb}2,150 and Rs${nb}300 by UPI`],
    ['Rp  1.500.000', `Rp${nb}1.500.000`],
  ])('%j → %j', (input, output) => {
    expect(keepCurrencyWithDigits(input)).toBe(output);
  });

  it.each([
    ['no space to hold', 'Rp1.500.000'],
    ['already held', `Rp${nb}1.500.000`],
    ['a sign not before a number', 'Pay in Rp or Rs only'],
    ['letters inside a word', 'Mrs 5 and Corp 7'],
    ['plain text', 'HDFC Bank •••• 4821'],
  ])('%s is left as it is', (_name, input) => {
    expect(keepCurrencyWithDigits(input)).toBe(input);
  });
});

describe('serverText (a server row’s value as shown)', () => {
  it('shows an exact server date in the borrower’s language', () => {
    expect(serverText('2026-06-11', 'en')).toBe('11 Jun 2026');
    expect(serverText('2026-08-11 14:05:12', 'id')).toBe('11 Agu 2026, 14.05');
  });

  it('holds currency to its digits in any other text', () => {
    expect(serverText('Rp 1.500.000', 'id')).toBe(`Rp${nb}1.500.000`);
    expect(serverText('Rs. 0', 'en')).toBe(`Rs.${nb}0`);
  });

  it('leaves other text, including dates it cannot read, as sent', () => {
    expect(serverText('02-06-2025', 'en')).toBe('02-06-2025');
    expect(serverText('2026-02-30', 'id')).toBe('2026-02-30');
    expect(serverText('QC2405120933', 'en')).toBe('QC2405120933');
  });
});
