import { describe, expect, it } from 'vitest';
import { createActivity } from './activity';

describe('activity (loading indicator)', () => {
  it('counts calls in flight and goes back to zero on success and on failure', async () => {
    const a = createActivity();
    const seen: number[] = [];
    a.subscribe(() => seen.push(a.count()));
    const ok = a.track(Promise.resolve('x'));
    const failed = a.track(Promise.reject(new Error('network')));
    expect(a.count()).toBe(2);
    await ok;
    await failed.catch(() => {});
    expect(a.count()).toBe(0);
    expect(seen).toEqual([1, 2, 1, 0]);
  });

  it('passes results and errors through unchanged', async () => {
    const a = createActivity();
    await expect(a.track(Promise.resolve(7))).resolves.toBe(7);
    await expect(a.track(Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });
});
