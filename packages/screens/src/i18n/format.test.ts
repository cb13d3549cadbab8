import { describe, expect, it } from 'vitest';
import {
  InvalidAmountError,
  InvalidDateError,
  createFormatters,
  digitsOnly,
  displayDate,
  formatBankCard,
  formatDate,
  formatDeadlineText,
  formatLocalDate,
  formatMinorUnits,
  formatMoney,
  formatNumber,
  formatPhone,
  parseAmount,
  phoneDigits,
  stripSeparators,
} from './format';

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

describe('formatDate (tests run in Asia/Jakarta)', () => {
  it('formats server date text as YYYY-MM-DD, with time on request', () => {
    expect(formatDate('2026-03-07 09:05:01')).toBe('2026-03-07');
    expect(formatDate('2026-03-07 09:05:01', { time: true })).toBe('2026-03-07 09:05:01');
    expect(formatDate('2026-03-07', { time: true })).toBe('2026-03-07 00:00:00');
  });

  it('reads Unix seconds and milliseconds', () => {
    // 2026-01-01T00:00:00Z is 07:00 in Jakarta.
    expect(formatDate(1767225600, { time: true })).toBe('2026-01-01 07:00:00');
    expect(formatDate(1767225600000, { time: true })).toBe('2026-01-01 07:00:00');
    expect(formatDate('1767225600')).toBe('2026-01-01');
  });

  it('reads Date objects', () => {
    expect(formatDate(new Date(2026, 11, 31, 23, 59, 59), { time: true })).toBe('2026-12-31 23:59:59');
  });

  it.each(['', 'tomorrow', '2026-02-30', '2026-13-01', null, undefined, new Date('x')])(
    'refuses %s',
    (value) => {
      expect(() => formatDate(value)).toThrow(InvalidDateError);
    },
  );
});

describe('formatLocalDate (dates for the borrower)', () => {
  it.each([
    ['2026-06-11', 'en', '11 Jun 2026'],
    ['2026-06-11', 'id', '11 Jun 2026'],
    ['2026-08-01', 'id', '1 Agu 2026'],
    ['2026-08-01', 'en', '1 Aug 2026'],
    ['2026-06-11 14:05:59', 'en', '11 Jun 2026'],
  ] as const)('%s in %s → %s', (value, locale, expected) => {
    expect(formatLocalDate(value, locale)).toBe(expected);
  });

  it.each([
    ['2026-06-11 14:05:12', 'en', '11 Jun 2026, 14:05'],
    ['2026-08-11 14:05:12', 'id', '11 Agu 2026, 14.05'],
    ['2025-12-31 00:00:00', 'id', '31 Des 2025, 00.00'],
    ['2025-05-02 09:41:03', 'en', '2 May 2025, 09:41'],
    // A server date without a clock shows the day, never a made-up midnight.
    ['2026-06-11', 'en', '11 Jun 2026'],
  ] as const)('%s with the time in %s → %s', (value, locale, expected) => {
    expect(formatLocalDate(value, locale, { time: true })).toBe(expected);
  });

  it('names every month in both languages', () => {
    const months = (locale: 'en' | 'id') =>
      Array.from({ length: 12 }, (_, i) =>
        formatLocalDate(`2026-${String(i + 1).padStart(2, '0')}-15`, locale),
      );
    expect(months('en').map((d) => d.split(' ')[1])).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
    expect(months('id').map((d) => d.split(' ')[1])).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'Mei',
      'Jun',
      'Jul',
      'Agu',
      'Sep',
      'Okt',
      'Nov',
      'Des',
    ]);
  });

  it('shows a server date as the day it states, whatever the phone’s time zone (tests run in Jakarta)', () => {
    expect(formatLocalDate('2026-01-01 00:30:00', 'en', { time: true })).toBe('1 Jan 2026, 00:30');
    expect(formatLocalDate('2024-02-29', 'id')).toBe('29 Feb 2024');
  });

  it('reads timestamps and Date objects in the phone’s time zone', () => {
    // 2026-01-01T00:00:00Z is 07:00 in Jakarta.
    expect(formatLocalDate(1767225600, 'id', { time: true })).toBe('1 Jan 2026, 07.00');
    expect(formatLocalDate(1767225600000, 'en')).toBe('1 Jan 2026');
    expect(formatLocalDate(new Date(2026, 9, 5, 18, 7), 'en', { time: true })).toBe('5 Oct 2026, 18:07');
  });

  it.each(['', 'tomorrow', '2026-02-30', '2025-02-29', '2026-13-01', '2026-06-11 24:00:00', null, undefined])(
    'refuses %j',
    (value) => {
      expect(() => formatLocalDate(value, 'en')).toThrow(InvalidDateError);
    },
  );
});

describe('displayDate (server text that may be a date)', () => {
  it.each([
    ['2026-06-11', 'en', '11 Jun 2026'],
    ['2026-08-11 14:05:12', 'id', '11 Agu 2026, 14.05'],
    ['2026-06-11 14:05:12', 'en', '11 Jun 2026, 14:05'],
  ] as const)('%s in %s → %s', (text, locale, expected) => {
    expect(displayDate(text, locale)).toBe(expected);
  });

  it.each([
    '02-06-2025',
    '12 Mar 2025, 10:42',
    '2026-02-30',
    '2026-06-11 25:00:00',
    '2026-06-11T14:05',
    'Due 2026-06-11',
    '1767225600',
    'QC2405120933',
    '',
  ])('shows %j as the server sent it, without throwing', (text) => {
    expect(displayDate(text, 'en')).toBe(text);
    expect(displayDate(text, 'id')).toBe(text);
  });
});

describe("formatDeadlineText: the clock with the market's time zone", () => {
  it.each([
    ['2025-06-03 23:59:00', 'IN', 'en', '3 Jun 2025, 23:59 IST'],
    ['2025-06-03 23:59:00', 'ID', 'id', '3 Jun 2025, 23.59 WIB'],
    ['2025-08-17 08:05:00', 'ID', 'id', '17 Agu 2025, 08.05 WIB'],
    ['2025-06-03 23:59:00', 'ID', 'en', '3 Jun 2025, 23:59 WIB'],
    // No clock from the server: the day only, no invented time or zone.
    ['2025-06-03', 'IN', 'en', '3 Jun 2025'],
    ['2025-06-03', 'ID', 'id', '3 Jun 2025'],
  ] as const)('%s in %s/%s → %s', (value, market, locale, expected) => {
    expect(formatDeadlineText(value, market, locale)).toBe(expected);
  });

  it('refuses what is not a date; the formatter shows it as sent', () => {
    expect(() => formatDeadlineText('soon', 'IN', 'en')).toThrow(InvalidDateError);
    expect(createFormatters('IN').deadline('soon')).toBe('soon');
    expect(createFormatters('ID').deadline(undefined)).toBe('');
    expect(createFormatters('ID').deadline('2025-06-03 23:59:00')).toBe('3 Jun 2025, 23.59 WIB');
  });
});

describe('createFormatters', () => {
  it('writes dates in the given language, money in the market’s currency', () => {
    const englishInIndonesia = createFormatters('ID', 'en');
    expect(englishInIndonesia.date('2026-08-11')).toBe('11 Aug 2026');
    expect(englishInIndonesia.dateTime('2026-08-11 14:05:00')).toBe('11 Aug 2026, 14:05');
    expect(englishInIndonesia.money(1500000)).toBe(`Rp${nb}1.500.000`);
    const indonesian = createFormatters('ID', 'id');
    expect(indonesian.dateTime('2026-08-11 14:05:00')).toBe('11 Agu 2026, 14.05');
  });

  it('follows the market’s language when none is given', () => {
    expect(createFormatters('IN').dateTime('2026-08-11 14:05:00')).toBe('11 Aug 2026, 14:05');
    expect(createFormatters('ID').date('2026-08-11')).toBe('11 Agu 2026');
  });

  it('shows a date it cannot read as sent (blank when missing) instead of failing the render', () => {
    const f = createFormatters('IN', 'en');
    expect(f.date('01-09-2025')).toBe('01-09-2025');
    expect(f.dateTime('soon')).toBe('soon');
    expect(f.date(undefined)).toBe('');
    expect(f.date(null)).toBe('');
  });
});

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
