import { describe, expect, it } from 'vitest';
import { countdownPhase, msToNextTick, newDeadline, secondsLeft } from './countdown';

const now = Date.UTC(2025, 2, 12, 4, 0, 0);

describe('secondsLeft', () => {
  it('rounds up so the last second still shows 1', () => {
    expect(secondsLeft(now + 60_000, now)).toBe(60);
    expect(secondsLeft(now + 59_001, now)).toBe(60);
    expect(secondsLeft(now + 59_000, now)).toBe(59);
    expect(secondsLeft(now + 1, now)).toBe(1);
  });

  it('is 0 at, after or without a deadline', () => {
    expect(secondsLeft(now, now)).toBe(0);
    expect(secondsLeft(now - 5_000, now)).toBe(0);
    expect(secondsLeft(null, now)).toBe(0);
    expect(secondsLeft(undefined, now)).toBe(0);
  });

  it('survives time passing unseen (background, reload): only the clock matters', () => {
    const deadline = newDeadline(now, 60);
    expect(secondsLeft(deadline, now + 18_000)).toBe(42);
    expect(secondsLeft(deadline, now + 600_000)).toBe(0);
  });
});

describe('newDeadline', () => {
  it('is now plus the seconds', () => {
    expect(newDeadline(now, 60)).toBe(now + 60_000);
    expect(newDeadline(now, 0)).toBe(now);
  });
});

describe('countdownPhase', () => {
  it('tells never sent, counting and may resend apart', () => {
    expect(countdownPhase(null, now)).toBe('idle');
    expect(countdownPhase(now + 1_000, now)).toBe('counting');
    expect(countdownPhase(now, now)).toBe('done');
    expect(countdownPhase(now - 1, now)).toBe('done');
  });
});

describe('msToNextTick', () => {
  it('wakes when the shown second changes', () => {
    expect(msToNextTick(now + 42_300, now)).toBe(300);
    expect(msToNextTick(now + 42_000, now)).toBe(1000);
    expect(msToNextTick(now + 1, now)).toBe(1);
  });
});
