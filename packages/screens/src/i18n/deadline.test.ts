import { describe, expect, it } from 'vitest';
import { countdownClock, deadlineInstant, deadlineState, formatDeadline } from './deadline';

describe('deadlineInstant', () => {
  it('reads a server date-time in the market clock (WIB UTC+7, IST UTC+5:30)', () => {
    expect(deadlineInstant('2025-06-03 23:59:59', 'ID')).toBe(Date.UTC(2025, 5, 3, 16, 59, 59));
    expect(deadlineInstant('2025-06-03 23:59:59', 'IN')).toBe(Date.UTC(2025, 5, 3, 18, 29, 59));
    expect(deadlineInstant('2025-06-03T23:59', 'ID')).toBe(Date.UTC(2025, 5, 3, 16, 59, 0));
    expect(deadlineInstant(' 2025-06-03 00:00:00 ', 'ID')).toBe(Date.UTC(2025, 5, 2, 17, 0, 0));
  });
  it('reads Unix seconds and milliseconds, as number or text', () => {
    const ms = Date.UTC(2025, 5, 3, 16, 59, 59);
    expect(deadlineInstant(ms, 'ID')).toBe(ms);
    expect(deadlineInstant(ms / 1000, 'IN')).toBe(ms);
    expect(deadlineInstant(String(ms / 1000), 'ID')).toBe(ms);
    expect(deadlineInstant(String(ms), 'ID')).toBe(ms);
  });
  it('invents no deadline: missing, a day without a clock, impossible dates and other text are null', () => {
    for (const value of [
      '',
      '   ',
      undefined,
      null,
      0,
      -5,
      '2025-06-03',
      '2025-02-30 10:00:00',
      '2025-06-03 24:00:00',
      '2025-06-03 23:60:00',
      '03/06/2025 23:59',
      'tomorrow',
      '12',
      Number.NaN,
    ])
      expect(deadlineInstant(value, 'ID')).toBeNull();
  });
});

describe('formatDeadline', () => {
  const instant = Date.UTC(2025, 5, 3, 16, 59, 59);
  it('writes the deadline in the market clock with its name, in the copy language', () => {
    expect(formatDeadline(instant, 'ID', 'id')).toBe('3 Jun 2025, 23.59 WIB');
    expect(formatDeadline(instant, 'ID', 'en')).toBe('3 Jun 2025, 23:59 WIB');
    expect(formatDeadline(deadlineInstant('2025-06-03 23:59:59', 'IN')!, 'IN', 'en')).toBe(
      '3 Jun 2025, 23:59 IST',
    );
  });
  it('rolls the day over in the market clock, not the phone one', () => {
    expect(formatDeadline(Date.UTC(2025, 7, 16, 20, 0, 0), 'ID', 'id')).toBe('17 Agu 2025, 03.00 WIB');
    expect(formatDeadline(Date.UTC(2025, 11, 31, 18, 45, 0), 'IN', 'en')).toBe('1 Jan 2026, 00:15 IST');
  });
  it('round-trips what deadlineInstant read', () => {
    expect(formatDeadline(deadlineInstant('2026-03-11 14:05:00', 'ID')!, 'ID', 'en')).toBe(
      '11 Mar 2026, 14:05 WIB',
    );
  });
});

describe('deadlineState', () => {
  it('is open with the time left until the deadline, expired from the deadline on', () => {
    expect(deadlineState(10_000, 4_000)).toEqual({ phase: 'open', msLeft: 6_000 });
    expect(deadlineState(10_000, 9_999)).toEqual({ phase: 'open', msLeft: 1 });
    expect(deadlineState(10_000, 10_000)).toEqual({ phase: 'expired' });
    expect(deadlineState(10_000, 99_000)).toEqual({ phase: 'expired' });
  });
});

describe('countdownClock', () => {
  it('shows hours, minutes and seconds, rounded up to the second', () => {
    expect(countdownClock((23 * 3600 + 59 * 60 + 12) * 1000)).toBe('23:59:12');
    expect(countdownClock(1)).toBe('00:00:01');
    expect(countdownClock(999)).toBe('00:00:01');
    expect(countdownClock(1000)).toBe('00:00:01');
    expect(countdownClock(1001)).toBe('00:00:02');
    expect(countdownClock(61_000)).toBe('00:01:01');
    expect(countdownClock(0)).toBe('00:00:00');
    expect(countdownClock(-5)).toBe('00:00:00');
  });
  it('lets hours pass 24 instead of switching units', () => {
    expect(countdownClock((47 * 3600 + 59 * 60 + 12) * 1000)).toBe('47:59:12');
  });
});
