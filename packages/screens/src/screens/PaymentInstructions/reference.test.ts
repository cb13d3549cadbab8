import { describe, expect, it } from 'vitest';
import { REFERENCE_MAX, referenceNumber } from './reference';

describe('referenceNumber: what the instructions page pays with', () => {
  it.each([
    ['DP7Q2K9X', 'DP7Q2K9X'],
    [' DP7Q2K9X ', 'DP7Q2K9X'],
    ['1234567890', '1234567890'],
    ['REF-2025-0001', 'REF-2025-0001'],
    ['A'.repeat(REFERENCE_MAX), 'A'.repeat(REFERENCE_MAX)],
  ])('%j → %j', (raw, shown) => {
    expect(referenceNumber(raw)).toBe(shown);
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    'A'.repeat(REFERENCE_MAX + 1),
    'DP 7Q2K',
    '<b>DP</b>',
    'DP\u0000X',
    'DP/7Q',
  ])('%j → null (the page says the reference is missing)', (raw) => {
    expect(referenceNumber(raw)).toBeNull();
  });
});
