import { describe, expect, it } from 'vitest';
import { keepParams } from './keepParams';

describe('keepParams', () => {
  it('carries the language to the next page', () => {
    expect(keepParams('/loanDetails?orderId=7', '?lang=1&tok=x')).toBe('/loanDetails?orderId=7&lang=1');
    expect(keepParams('/relevant', '?lang=0')).toBe('/relevant?lang=0');
  });

  it('lets the destination choose its own language', () => {
    expect(keepParams('/relevant?lang=0', '?lang=1')).toBe('/relevant?lang=0');
  });

  it('keeps a hash route after the query', () => {
    expect(keepParams('/payway#/addnormalcard', '?lang=1')).toBe('/payway?lang=1#/addnormalcard');
  });

  it('adds nothing when the current page has no language', () => {
    expect(keepParams('/relevant', '')).toBe('/relevant');
  });
});
