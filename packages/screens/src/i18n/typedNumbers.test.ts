import { describe, expect, it } from 'vitest';
import { digitsOnly, formatBankCard, formatPhone, phoneDigits } from './typedNumbers';

describe('phone, card and number input', () => {
  it('keeps only digits', () => {
    expect(digitsOnly('+62 812-3456')).toBe('628123456');
  });

  it('limits a phone number to 11 digits and groups it 3-4-4', () => {
    expect(phoneDigits('0812-3456-78901')).toBe('08123456789');
    expect(formatPhone('08123456789')).toBe('081 2345 6789');
    expect(formatPhone('0812')).toBe('081 2');
    expect(formatPhone('081')).toBe('081');
    expect(formatPhone('')).toBe('');
  });

  it('groups a bank card in fours', () => {
    expect(formatBankCard('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatBankCard('4111-1111-11')).toBe('4111 1111 11');
    expect(formatBankCard('1234')).toBe('1234');
  });
});
