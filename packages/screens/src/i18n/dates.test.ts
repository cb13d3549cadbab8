import { describe, expect, it } from 'vitest';
import { InvalidDateError, displayDate, formatDate, formatDeadlineText, formatLocalDate } from './dates';
import { createFormatters } from './format';

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
