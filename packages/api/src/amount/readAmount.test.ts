import { describe, expect, it } from 'vitest';
import {
  MalformedAmountError,
  amountMarketInScope,
  amountMarketOfLang,
  readAmount,
  readMinorUnits,
  readingAmountsIn,
  tryReadAmount,
} from './readAmount';

// Each row: what a reply or an address carries → the plain numeric text read, or null (refused).
const INDONESIA: Array<[unknown, string | null]> = [
  // plain text and numbers
  ['1500000', '1500000'],
  [' 1500000 ', '1500000'],
  [1500000, '1500000'],
  ['0', '0'],
  [0, '0'],
  ['12.50', '12.50'],
  ['1500000.5', '1500000.5'],
  [12.5, '12.5'],
  [1e21, '1000000000000000000000'],
  ['-25000', '-25000'],
  ['9007199254740993', '9007199254740993'],
  // dot grouping
  ['150.000', '150000'],
  ['1.500.000', '1500000'],
  ['1.000', '1000'],
  ['999.999.999.999', '999999999999'],
  ['12.345.678.901.234.567', '12345678901234567'],
  ['-1.500', '-1500'],
  [' 1.500.000 ', '1500000'],
  // ambiguous or malformed in Indonesia: refused, never guessed
  ['1,5', null],
  ['1.500,50', null],
  ['1,500,000', null],
  ['1,50,000.00', null],
  ['1,500.50', null],
  ['1234.567', null],
  ['0.500', null],
  ['1.50.000', null],
  ['1.5000', '1.5000'],
  ['15.00.000', null],
  ['1..500', null],
  ['.500', null],
  ['1.', null],
  ['1 500 000', null],
  ['1\u00a0500\u00a0000', null],
  ['Rp 1.500.000', null],
  ['Rp1500000', null],
  ['', null],
  ['   ', null],
  ['abc', null],
  ['1e6', null],
  ['+1500', null],
  [Number.NaN, null],
  [Number.POSITIVE_INFINITY, null],
  [null, null],
  [undefined, null],
  [true, null],
  [{}, null],
];

const INDIA: Array<[unknown, string | null]> = [
  // plain text and numbers
  ['1500000', '1500000'],
  [1500000, '1500000'],
  ['12.50', '12.50'],
  ['1816.67', '1816.67'],
  [1816.67, '1816.67'],
  ['0.5', '0.5'],
  ['0.500', '0.500'],
  ['1500.000', '1500.000'],
  ['-80', '-80'],
  [' 5450.00 ', '5450.00'],
  // Indian comma grouping (lakhs, crores) and comma thousands
  ['1,50,000.00', '150000.00'],
  ['1,50,000', '150000'],
  ['15,00,000', '1500000'],
  ['1,23,45,678', '12345678'],
  ['1,000', '1000'],
  ['5,450.00', '5450.00'],
  ['1,500,000.50', '1500000.50'],
  ['1,500,000', '1500000'],
  ['999,999', '999999'],
  ['-1,50,000.50', '-150000.50'],
  // ambiguous or malformed in India: refused, never guessed
  ['150.000', null],
  ['1.500.000', null],
  ['1.500', null],
  ['1.500,50', null],
  ['1,5', null],
  ['1,50', null],
  ['15,0000', null],
  ['150,00,000', null],
  ['1,500.000.00', null],
  ['1,,500', null],
  [',500', null],
  ['1,500.', null],
  ['Rs. 1,500', null],
  ['₹1,500', null],
  ['1 500', null],
  ['', null],
  ['NaN', null],
  [Number.NaN, null],
  [null, null],
  [[], null],
];

describe('readAmount in Indonesia (dot grouping)', () => {
  it.each(INDONESIA)('%j → %j', (value, expected) => {
    expect(tryReadAmount(value, 'ID')).toBe(expected);
    if (expected === null) expect(() => readAmount(value, 'ID')).toThrow(MalformedAmountError);
  });
});

describe('readAmount in India (comma grouping)', () => {
  it.each(INDIA)('%j → %j', (value, expected) => {
    expect(tryReadAmount(value, 'IN')).toBe(expected);
    if (expected === null) expect(() => readAmount(value, 'IN')).toThrow(MalformedAmountError);
  });
});

describe('readAmount with no market known', () => {
  it.each([
    ['1500000', '1500000'],
    ['12.50', '12.50'],
    [1500000, '1500000'],
    ['150.000', null],
    ['1.500.000', null],
    ['1,500', null],
    ['1,50,000.00', null],
  ])('reads only what every market reads alike: %j → %j', (value, expected) => {
    expect(tryReadAmount(value, null)).toBe(expected);
  });
});

describe('the error names the value and the market', () => {
  it('says why "150.000" is refused in India', () => {
    const error = (() => {
      try {
        readAmount('150.000', 'IN');
      } catch (e) {
        return e;
      }
    })() as MalformedAmountError;
    expect(error).toBeInstanceOf(MalformedAmountError);
    expect(error.value).toBe('150.000');
    expect(error.market).toBe('IN');
    expect(error.message).toMatch(/"150\.000".*\(IN\)/);
  });
});

describe("readMinorUnits: the spec's minor units divided by 100, two decimals", () => {
  it.each([
    [150050, '1500.50'],
    ['150050', '1500.50'],
    [5, '0.05'],
    [0, '0.00'],
    ['100', '1.00'],
    [-250, '-2.50'],
    ['12345678901234567', '123456789012345.67'],
  ])('%j → %j', (value, expected) => {
    expect(readMinorUnits(value)).toBe(expected);
  });

  it.each(['15.50', 1.5, '1.500', '', null, 'abc'])('refuses %j (not whole minor units)', (value) => {
    expect(() => readMinorUnits(value)).toThrow(MalformedAmountError);
  });
});

describe('the market of a parse', () => {
  it('is set only inside readingAmountsIn, and restored after it (also on a throw)', () => {
    expect(amountMarketInScope()).toBeNull();
    readingAmountsIn('IN', () => {
      expect(amountMarketInScope()).toBe('IN');
      readingAmountsIn('ID', () => expect(amountMarketInScope()).toBe('ID'));
      expect(amountMarketInScope()).toBe('IN');
    });
    expect(() =>
      readingAmountsIn('ID', () => {
        throw new Error('parse failed');
      }),
    ).toThrow('parse failed');
    expect(amountMarketInScope()).toBeNull();
  });

  it.each([
    ['1', 'IN'],
    ['0', 'ID'],
    ['2', 'ID'],
    [null, 'ID'],
  ] as const)('lang=%j is market %s, as the app reads it', (lang, market) => {
    expect(amountMarketOfLang(lang)).toBe(market);
  });
});
