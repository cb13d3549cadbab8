import { describe, expect, it } from 'vitest';
import { confirmRefusal } from './confirmRefusal';

describe('confirmRefusal', () => {
  it.each([
    [true, true, null],
    [true, false, 'consent'],
    [false, true, 'plan'],
    [false, false, 'plan'],
  ] as const)('plan complete %s, agreed %s: %s', (planComplete, agreed, expected) => {
    expect(confirmRefusal({ planComplete, agreed })).toBe(expected);
  });
});
