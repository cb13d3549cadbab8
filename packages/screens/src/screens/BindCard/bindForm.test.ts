import { describe, expect, it } from 'vitest';
import { bindFormProblems, bindPayload, EMPTY_BIND_FORM, phoneIsValid } from './bindForm';

const good = {
  bankCode: '014',
  cardNumber: '4111 1111 1111 1111',
  holderName: 'Budi Santoso',
  phone: '0812 3456 7890',
};

describe('bindFormProblems', () => {
  it.each([
    ['a complete form', good, {}],
    [
      'an empty form',
      EMPTY_BIND_FORM,
      { bankCode: 'missing', cardNumber: 'missing', holderName: 'missing', phone: 'invalid' },
    ],
    ['a card failing the Luhn rule', { ...good, cardNumber: '4111 1111 1111 1112' }, { cardNumber: 'luhn' }],
    ['a short card', { ...good, cardNumber: '4111 1111' }, { cardNumber: 'short' }],
    ['a blank name', { ...good, holderName: '   ' }, { holderName: 'missing' }],
    ['a short phone', { ...good, phone: '0812' }, { phone: 'invalid' }],
    ['no bank', { ...good, bankCode: '' }, { bankCode: 'missing' }],
  ])('%s', (_name, form, problems) => expect(bindFormProblems(form)).toEqual(problems));
});

describe('phoneIsValid', () => {
  it.each([
    ['081234567890', true],
    ['+62 812-3456-7890', true],
    ['98765 43210', true],
    ['12345678', false],
    ['0812abc4567', false],
    ['1234567890123456', false],
    ['', false],
  ])('%j → %s', (phone, valid) => expect(phoneIsValid(phone)).toBe(valid));
});

describe('bindPayload', () => {
  it('sends digits only and a tidy name', () => {
    expect(bindPayload({ ...good, holderName: '  Budi   Santoso ', phone: '+62 812-3456-7890' })).toEqual({
      bankCode: '014',
      cardNo: '4111111111111111',
      holderName: 'Budi Santoso',
      phone: '+6281234567890',
    });
  });
});
