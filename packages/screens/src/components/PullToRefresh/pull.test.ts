import { describe, expect, it } from 'vitest';
import { AUTO_FINISH_MS, PULL_LIMIT, PULL_THRESHOLD, dampPull, isThenable, pullState } from './pull';

describe('pullState', () => {
  it('is idle when the indicator is closed', () => {
    expect(pullState(0, 25)).toBe('idle');
    expect(pullState(-10, 25)).toBe('idle');
    expect(pullState(Number.NaN, 25)).toBe('idle');
  });

  it('asks to pull further below the threshold', () => {
    expect(pullState(1, 25)).toBe('pull');
    expect(pullState(24.9, 25)).toBe('pull');
  });

  it('asks to release from the threshold on', () => {
    expect(pullState(25, 25)).toBe('release');
    expect(pullState(70, 25)).toBe('release');
  });

  it('uses the spec threshold of 25 px by default', () => {
    expect(PULL_THRESHOLD).toBe(25);
    expect(pullState(24)).toBe('pull');
    expect(pullState(25)).toBe('release');
  });
});

describe('dampPull', () => {
  it('does not open for a finger that moved up or not at all', () => {
    expect(dampPull(0)).toBe(0);
    expect(dampPull(-40)).toBe(0);
    expect(dampPull(Number.NaN)).toBe(0);
  });

  it('follows the finger at about half its speed at first', () => {
    expect(dampPull(10)).toBeGreaterThan(4.5);
    expect(dampPull(10)).toBeLessThan(5);
  });

  it('always trails the finger and keeps growing', () => {
    let previous = 0;
    for (const finger of [5, 20, 50, 100, 200, 400]) {
      const distance = dampPull(finger);
      expect(distance).toBeLessThan(finger);
      expect(distance).toBeGreaterThan(previous);
      previous = distance;
    }
  });

  it('never passes its limit, however far the finger goes', () => {
    expect(dampPull(10_000)).toBeLessThanOrEqual(PULL_LIMIT);
    expect(dampPull(10_000, 50)).toBeLessThanOrEqual(50);
  });

  it('needs a pull of about 60 px to pass the 25 px threshold', () => {
    expect(pullState(dampPull(50))).toBe('pull');
    expect(pullState(dampPull(70))).toBe('release');
  });
});

describe('isThenable', () => {
  it('tells a Promise from a plain result', () => {
    expect(isThenable(Promise.resolve())).toBe(true);
    expect(isThenable({ then: () => undefined })).toBe(true);
    expect(isThenable(undefined)).toBe(false);
    expect(isThenable({ then: 1 })).toBe(false);
  });

  it('is paired with the spec auto-finish of 1 s', () => {
    expect(AUTO_FINISH_MS).toBe(1000);
  });
});
