import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atMost } from './atMost';

describe('atMost', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const settledAfter = async (wait: Promise<void>, ms: number) => {
    let done = false;
    void wait.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(ms);
    return done;
  };

  it('resolves as soon as the promise does, and clears its timer', async () => {
    let resolve!: () => void;
    const wait = atMost(new Promise<void>((r) => (resolve = r)), 100);
    expect(await settledAfter(wait, 40)).toBe(false);
    resolve();
    expect(await settledAfter(wait, 0)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('resolves when the time is up, though the promise is still pending', async () => {
    const wait = atMost(new Promise(() => {}), 100);
    expect(await settledAfter(wait, 99)).toBe(false);
    expect(await settledAfter(wait, 1)).toBe(true);
  });

  it('resolves, not rejects, on a rejection: the render must not wait on a failure', async () => {
    const wait = atMost(Promise.reject(new Error('offline')), 100);
    await expect(wait).resolves.toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });
});
