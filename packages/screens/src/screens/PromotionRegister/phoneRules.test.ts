import { describe, expect, it } from 'vitest';
import {
  formatPhoneInput,
  groupPhone,
  registerPhoneDigits,
  phoneMaxDigits,
  phoneValid,
  type PhoneRule,
} from './phoneRules';

describe('phoneValid: the market rules of DESIGN.md', () => {
  it.each<[PhoneRule, string, boolean]>([
    // India: 10 digits, first 6-9
    ['IN', '9876543210', true],
    ['IN', '6000000000', true],
    ['IN', '98765 43210', true],
    ['IN', '5876543210', false],
    ['IN', '987654321', false],
    ['IN', '98765432101', false],
    ['IN', '09876543210', false],
    ['IN', '', false],
    // Indonesia: 08 then 8-11 digits
    ['ID', '0812345678', true],
    ['ID', '081234567890', true],
    ['ID', '0812 3456 7890', true],
    ['ID', '0812345678901', true],
    ['ID', '081234567', false],
    ['ID', '08123456789012', false],
    ['ID', '0712345678', false],
    ['ID', '812345678', false],
    // legacy (the spec's own): 11 digits, 1 then 3-9
    ['legacy', '13812345678', true],
    ['legacy', '12812345678', false],
    ['legacy', '1381234567', false],
    ['legacy', '9876543210', false],
  ])('%s %j → %s', (rule, text, valid) => {
    expect(phoneValid(text, rule)).toBe(valid);
  });

  it('an Indian number is not an Indonesian one, nor the other way round', () => {
    expect(phoneValid('9876543210', 'ID')).toBe(false);
    expect(phoneValid('081234567890', 'IN')).toBe(false);
  });
});

describe('registerPhoneDigits: the field keeps digits only, at most the rule’s length', () => {
  it.each<[PhoneRule, string, string]>([
    ['IN', '98765-43210', '9876543210'],
    ['IN', '98765432109999', '9876543210'],
    ['IN', 'abc', ''],
    ['IN', '+91 98765 43210', '9876543210'],
    ['ID', '+62 812-3456-7890', '081234567890'],
    ['ID', '0812 3456 7890 12', '0812345678901'],
    // Typed digits are never read as a country code.
    ['IN', '9198765432', '9198765432'],
    ['legacy', '138 1234 5678 9', '13812345678'],
  ])('%s %j → %j', (rule, text, digits) => {
    expect(registerPhoneDigits(text, rule)).toBe(digits);
  });

  it.each<[PhoneRule, number]>([
    ['IN', 10],
    ['ID', 13],
    ['legacy', 11],
  ])('%s takes at most %i digits', (rule, max) => {
    expect(phoneMaxDigits(rule)).toBe(max);
  });
});

describe('groupPhone: grouped for reading', () => {
  it.each<[PhoneRule, string, string]>([
    ['IN', '98765', '98765'],
    ['IN', '987654', '98765 4'],
    ['IN', '9876543210', '98765 43210'],
    ['ID', '0812', '0812'],
    ['ID', '081234', '0812 34'],
    ['ID', '081234567890', '0812 3456 7890'],
    ['ID', '0812345678901', '0812 3456 78901'],
    ['legacy', '13812345678', '138 1234 5678'],
    ['IN', '', ''],
  ])('%s %j → %j', (rule, digits, shown) => {
    expect(groupPhone(digits, rule)).toBe(shown);
  });
});

describe('formatPhoneInput: the caret stays after the digit just typed', () => {
  it.each<[PhoneRule, string, number, string, number]>([
    // Typing at the end
    ['IN', '987654', 6, '98765 4', 7],
    // A digit typed in the middle of the first group
    ['IN', '981765 4321', 3, '98176 54321', 3],
    // Deleting the space deletes nothing: the digits stay, the caret after the fifth
    ['IN', '987654321', 5, '98765 4321', 5],
    ['ID', '08123', 5, '0812 3', 6],
    // A pasted international number: country code gone, caret at the end
    ['ID', '+62 81234567890', 15, '0812 3456 7890', 14],
    // Letters are dropped where they were typed
    ['IN', '98a765', 3, '98765', 2],
  ])('%s %j at %i → %j at %i', (rule, text, caret, shown, at) => {
    expect(formatPhoneInput(text, caret, rule)).toEqual({ text: shown, caret: at });
  });
});
