import type { Market } from '../theme/markets';
import { formatDeadlineText, MARKET_TIME_ZONE, type DateLocale } from './format';

/**
 * A payment deadline is an instant: the countdown runs on the phone's clock, whatever its time zone, and the
 * deadline is written in the market's own clock with its name (India IST, UTC+5:30; Indonesia WIB, UTC+7:
 * the lenders' and the payment networks' clock).
 */
export const MARKET_CLOCK: Record<Market, { name: string; offsetMinutes: number }> = {
  IN: { name: MARKET_TIME_ZONE.IN, offsetMinutes: 330 },
  ID: { name: MARKET_TIME_ZONE.ID, offsetMinutes: 420 },
};

const SERVER_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
const MINUTE = 60_000;

/**
 * The instant (epoch ms) of a server deadline: `YYYY-MM-DD HH:MM[:SS]` in the market's clock, or Unix
 * seconds / milliseconds. Null for anything else, a day without a clock included: a deadline is never
 * invented (no made-up 00:00 or 23:59).
 */
export function deadlineInstant(value: unknown, market: Market): number | null {
  if (typeof value === 'number' || (typeof value === 'string' && /^\d{9,13}$/.test(value.trim()))) {
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0) return null;
    // 1e11 ms is 1973, 1e11 s the year 5138: the size tells seconds from milliseconds.
    return n < 1e11 ? n * 1000 : n;
  }
  if (typeof value !== 'string') return null;
  const m = SERVER_DATE_TIME.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(wall);
  // 2025-02-30 or 24:00 rolls over in Date.UTC: not a real day and time.
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || check.getUTCHours() !== h) return null;
  return wall - MARKET_CLOCK[market].offsetMinutes * MINUTE;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * "3 Jun 2025, 23:59 WIB" / "3 Jun 2025, 23.59 WIB": an instant (a countdown's end) as the market's clock
 * reads it, written by the one deadline format (`formatDeadlineText`, which the server's own text gets too).
 */
export function formatDeadline(instant: number, market: Market, locale: DateLocale): string {
  const w = new Date(instant + MARKET_CLOCK[market].offsetMinutes * MINUTE);
  const wall =
    `${w.getUTCFullYear()}-${pad(w.getUTCMonth() + 1)}-${pad(w.getUTCDate())} ` +
    `${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}:${pad(w.getUTCSeconds())}`;
  return formatDeadlineText(wall, market, locale);
}

export type DeadlineState = { phase: 'open'; msLeft: number } | { phase: 'expired' };

/** Open with the time left, or expired once the clock reaches the deadline. */
export function deadlineState(instant: number, now: number): DeadlineState {
  const msLeft = instant - now;
  return msLeft > 0 ? { phase: 'open', msLeft } : { phase: 'expired' };
}

/**
 * The time left as a clock, rounded up to the second (the last second shows 00:00:01, never 00:00:00
 * while the code still pays): `23:59:12`; hours go past 24 (`47:59:12`) rather than switch units.
 */
export function countdownClock(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  return `${pad(h)}:${pad(m)}:${pad(total % 60)}`;
}
