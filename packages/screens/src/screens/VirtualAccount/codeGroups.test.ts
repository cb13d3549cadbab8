import { describe, expect, it } from 'vitest';
import { codeGroups, paymentCode } from './codeGroups';

describe('codeGroups: the code in groups of four, read from the left', () => {
  it.each([
    ['', []],
    ['   ', []],
    ['7', ['7']],
    ['1234', ['1234']],
    ['12345', ['123', '45']],
    ['123456', ['1234', '56']],
    ['12345678', ['1234', '5678']],
    // 12 digits: a mini-market payment code.
    ['771700010001', ['7717', '0001', '0001']],
    // 13 digits: no lonely last digit, the last two groups are 3 + 2.
    ['1234567890123', ['1234', '5678', '901', '23']],
    ['12345678901234', ['1234', '5678', '9012', '34']],
    // 16 digits: a bank virtual account.
    ['8808123456789012', ['8808', '1234', '5678', '9012']],
    ['88081234567890123', ['8808', '1234', '5678', '901', '23']],
    // Sent with spaces or dashes: grouped anew, nothing lost.
    ['8808 0812 3456 7890', ['8808', '0812', '3456', '7890']],
    ['8808-0812-3456', ['8808', '0812', '3456']],
    [' 88 08 08 12 ', ['8808', '0812']],
    // Letters are kept as sent (some providers' references are alphanumeric).
    ['BCA8808AB12', ['BCA8', '808A', 'B12']],
  ])('%j → %j', (code, groups) => {
    expect(codeGroups(code)).toEqual(groups);
  });

  it('joins back into the code it was given (nothing added, nothing dropped)', () => {
    for (const code of ['1', '12345', '1234567890123', '880812345678901234567890'])
      expect(codeGroups(code).join('')).toBe(code);
  });

  it('takes another group size', () => {
    expect(codeGroups('123456789', 3)).toEqual(['123', '456', '789']);
    expect(codeGroups('1234567', 3)).toEqual(['123', '456', '7']);
  });
});

describe('paymentCode: what is copied', () => {
  it.each([
    ['8808 0812 3456 7890', '8808081234567890'],
    ['8808-0812', '88080812'],
    ['\t771700010001\n', '771700010001'],
    ['BCA8808', 'BCA8808'],
  ])('%j → %j', (code, plain) => {
    expect(paymentCode(code)).toBe(plain);
  });
});
