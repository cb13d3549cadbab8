import { describe, expect, it } from 'vitest';
import { cleanCode, codeIsValid, confirmFailureOf, failureTarget, payRefusal } from './cardPayRules';

describe('codeIsValid (at least 6 characters)', () => {
  it.each([
    ['', false],
    ['12345', false],
    ['123 45', false],
    ['123456', true],
    ['123 456', true],
    ['1234567', true],
    ['      ', false],
  ])('%j → %s', (code, valid) => expect(codeIsValid(code)).toBe(valid));

  it('sends the code without spaces', () => expect(cleanCode(' 123 456 ')).toBe('123456'));
});

describe('payRefusal', () => {
  it.each([
    [['a', 'b'], null, 'chooseCard'],
    [['a', 'b'], undefined, 'chooseCard'],
    [['a', 'b'], 'c', 'chooseCard'],
    [[], 'a', 'chooseCard'],
    [['a', 'b'], 'b', null],
  ] as const)('cards %j, chosen %j → %j', (ids, chosen, refusal) =>
    expect(payRefusal(ids, chosen)).toBe(refusal),
  );
});

describe('confirmFailureOf (spec section 8)', () => {
  it.each([
    ['800006', 'anything', { kind: 'wrongCode' }],
    [800006, '', { kind: 'wrongCode' }],
    ['800005', 'x', { kind: 'duplicate' }],
    [800005, '', { kind: 'duplicate' }],
    ['01', ' Card blocked ', { kind: 'server', message: 'Card blocked' }],
    [500, '', { kind: 'server', message: '' }],
  ] as const)('code %j, message %j → %j', (code, message, failure) =>
    expect(confirmFailureOf(code, message)).toEqual(failure),
  );
});

describe('failureTarget', () => {
  it('tells a wrong code and other refusals at the field, a duplicate payment above it', () => {
    expect(failureTarget(confirmFailureOf('800006', ''))).toBe('code');
    expect(failureTarget(confirmFailureOf('800005', ''))).toBe('payment');
    expect(failureTarget(confirmFailureOf('900001', 'Card blocked'))).toBe('code');
    expect(failureTarget(undefined)).toBeNull();
  });
});
