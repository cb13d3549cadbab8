import { describe, expect, it } from 'vitest';
import {
  InvalidAmountError,
  formatMinorUnits,
  formatMoney,
  formatNumber,
  parseAmount,
  stripSeparators,
} from './money';

// The currency sign is held to the digits by a no-break space, so 'Rp' never ends a line alone.
const nb = '\u00a0';

describe('formatMoney', () => {
  it.each([
    [1500000, `Rp${nb}1.500.000`],
    ['1500000', `Rp${nb}1.500.000`],
    [0, `Rp${nb}0`],
    [999, `Rp${nb}999`],
    [1000, `Rp${nb}1.000`],
    [1234567.5, `Rp${nb}1.234.567,50`],
    [-25000, `-Rp${nb}25.000`],
  ])('Indonesia: %s → %s', (value, expected) => {
    expect(formatMoney(value, 'ID')).toBe(expected);
  });

  it.each([
    [1500, `Rs.${nb}1,500.00`],
    [150000, `Rs.${nb}1,50,000.00`],
    [12345678, `Rs.${nb}1,23,45,678.00`],
    ['80000', `Rs.${nb}80,000.00`],
    [999.5, `Rs.${nb}999.50`],
    ['1816.67', `Rs.${nb}1,816.67`],
    ['5450', `Rs.${nb}5,450.00`],
    [100, `Rs.${nb}100.00`],
    [0, `Rs.${nb}0.00`],
    [-80, `-Rs.${nb}80.00`],
  ])('India (en-IN grouping, always with paise): %s → %s', (value, expected) => {
    expect(formatMoney(value, 'IN')).toBe(expected);
  });

  it('rupiah are whole unless the server sends a fraction, which is shown, never rounded away', () => {
    expect(formatMoney('1500000', 'ID')).toBe(`Rp${nb}1.500.000`);
    expect(formatMoney('1500000.00', 'ID')).toBe(`Rp${nb}1.500.000`);
    expect(formatMoney('1500000.5', 'ID')).toBe(`Rp${nb}1.500.000,50`);
    expect(formatMoney('0.01', 'ID')).toBe(`Rp${nb}0,01`);
  });

  it('never has an ordinary space a line could break at', () => {
    expect(formatMoney(1500000, 'ID')).not.toMatch(/ /);
    expect(formatMoney(150000, 'IN')).not.toMatch(/ /);
  });

  it.each([undefined, null, '', 'abc', '1.500.000', 'Rp 10', NaN, Infinity, {}, []])(
    'refuses a missing or non-numeric amount (%s) instead of showing zero',
    (value) => {
      expect(() => formatMoney(value, 'ID')).toThrow(InvalidAmountError);
    },
  );
});

describe('parseAmount and formatNumber', () => {
  it('reads amounts sent as text', () => {
    expect(parseAmount(' 2500.75 ')).toBe(2500.75);
    expect(formatNumber('2500000', 'ID')).toBe('2.500.000');
  });

  // Worked on the decimal digits, never through floating point: 1.005 is 1.00499999… as a double.
  it.each([
    [0.1 + 0.2, '0.30', '0,30'],
    [0.1 + 0.7, '0.80', '0,80'],
    [1.005, '1.01', '1,01'],
    ['1.005', '1.01', '1,01'],
    ['1.004', '1', '1'],
    ['2.675', '2.68', '2,68'],
    ['0.995', '1', '1'],
    ['99999.995', '1,00,000', '100.000'],
    ['12345678901234567.89', '12,34,56,78,90,12,34,567.89', '12.345.678.901.234.567,89'],
    ['9007199254740993', '9,00,71,99,25,47,40,993', '9.007.199.254.740.993'],
    ['0012.50', '12.50', '12,50'],
    [-1.005, '-1.01', '-1,01'],
    ['-1234567.5', '-12,34,567.50', '-1.234.567,50'],
    ['-0.001', '0', '0'],
    [-0, '0', '0'],
    [1e21, '1,00,00,00,00,00,00,00,00,00,000', '1.000.000.000.000.000.000.000'],
    [1.5e-7, '0', '0'],
    [1234.5, '1,234.50', '1.234,50'],
  ] as const)('%s → %s (India), %s (Indonesia)', (value, india, indonesia) => {
    expect(formatNumber(value, 'IN')).toBe(india);
    expect(formatNumber(value, 'ID')).toBe(indonesia);
  });

  it('keeps every digit of a large amount in money', () => {
    expect(formatMoney('12345678901234567.89', 'ID')).toBe(`Rp${nb}12.345.678.901.234.567,89`);
    expect(formatMoney(-1.005, 'IN')).toBe(`-Rs.${nb}1.01`);
  });
});

describe('formatMinorUnits', () => {
  it.each([
    [150050, '1500.50'],
    ['100', '1.00'],
    [5, '0.05'],
    [0, '0.00'],
    [-250, '-2.50'],
    ['123456789012345678901', '1234567890123456789.01'],
    [-5, '-0.05'],
  ])('%s minor units → %s', (value, expected) => {
    expect(formatMinorUnits(value)).toBe(expected);
  });

  it('refuses fractional minor units and non-numbers', () => {
    expect(() => formatMinorUnits(1.5)).toThrow(InvalidAmountError);
    expect(() => formatMinorUnits('x')).toThrow(InvalidAmountError);
  });
});

describe('stripSeparators (amounts passed to the payment page)', () => {
  it.each([
    ['Rp 1.500.000', 'ID', '1500000'],
    ['1.500.000', 'ID', '1500000'],
    ['Rp 1.234,50', 'ID', '1234.50'],
    ['Rs. 1,50,000', 'IN', '150000'],
    ['1,500.25', 'IN', '1500.25'],
    ['-Rp 2.000', 'ID', '-2000'],
  ] as const)('%s (%s) → %s', (text, market, expected) => {
    expect(stripSeparators(text, market)).toBe(expected);
  });

  it('refuses text that is not an amount', () => {
    expect(() => stripSeparators('free', 'ID')).toThrow(InvalidAmountError);
  });

  it('reads money with the no-break space formatMoney writes', () => {
    expect(stripSeparators(`Rp${nb}1.500.000`, 'ID')).toBe('1500000');
    expect(stripSeparators(`-Rs.${nb}1,50,000.50`, 'IN')).toBe('-150000.50');
  });

  it('round-trips with formatMoney', () => {
    expect(stripSeparators(formatMoney(2750000, 'ID'), 'ID')).toBe('2750000');
    expect(stripSeparators(formatMoney(275000, 'IN'), 'IN')).toBe('275000.00');
  });
});
