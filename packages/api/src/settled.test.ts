import { describe, expect, it } from 'vitest';
import { allOf, outcomeNow, settledNow } from './settled';

const fulfilled = <T>(value: T) => settledNow(() => value);
const rejected = (reason: unknown) =>
  settledNow<never>(() => {
    throw reason;
  });

describe('what a promise says of itself', () => {
  it('a promise settled now says so, its value or its failure', async () => {
    expect(fulfilled('offer')).toMatchObject({ status: 'fulfilled', value: 'offer' });
    expect(rejected('closed')).toMatchObject({ status: 'rejected', reason: 'closed' });
    await expect(rejected('closed')).rejects.toBe('closed');
  });

  it('reads a settled promise that says so, and nothing of one on its way or one that does not say', () => {
    expect(outcomeNow(fulfilled('offer'))).toEqual({ ok: true, value: 'offer' });
    expect(outcomeNow(rejected('closed'))).toEqual({ ok: false, reason: 'closed' });
    expect(outcomeNow(new Promise(() => undefined))).toBeUndefined();
    expect(outcomeNow(Promise.resolve('quiet'))).toBeUndefined();
  });
});

describe('allOf (Promise.all that keeps what its parts say)', () => {
  it('says it has settled when every part has: the first frame can draw them all', async () => {
    const both = allOf([fulfilled('offer'), fulfilled(['terms'])] as const);
    expect(outcomeNow(both)).toEqual({ ok: true, value: ['offer', ['terms']] });
    await expect(both).resolves.toEqual(['offer', ['terms']]);
  });

  it('says it failed as soon as one part says so, with that failure', async () => {
    const both = allOf([fulfilled('offer'), rejected('closed')]);
    expect(outcomeNow(both)).toEqual({ ok: false, reason: 'closed' });
    await expect(both).rejects.toBe('closed');
  });

  it('is an ordinary pending Promise.all while a part is on its way', async () => {
    let answer: (terms: string) => void = () => undefined;
    const both = allOf([fulfilled('offer'), new Promise<string>((resolve) => (answer = resolve))]);
    expect(outcomeNow(both)).toBeUndefined();
    answer('terms');
    await expect(both).resolves.toEqual(['offer', 'terms']);
  });
});
