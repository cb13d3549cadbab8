// Success codes per call, from the endpoint table: the spec pins the general client to 0 and names the code
// of a few other calls; every other call accepts 0 and '00' (and success: true where sent), never another.
import { describe, expect, it } from 'vitest';
import type { Endpoint } from './endpoint';
import { endpoints } from './endpoints';
import { isSuccessReply, successIsPinned } from './success';

const table = Object.values(endpoints) as Endpoint[];

/** The calls whose success code the spec names (section 7's table, section 8's catalogue), besides the general client. */
const PINNED_ROOT_CALLS: Record<string, Endpoint['success']> = {
  'save-score': 'doubleZero',
  'upload-problem-img': 'doubleZero',
  'problem-save': 'flag',
  'promotion-get-sms': 'zero',
  'promotion-register': 'zero',
};

describe('which calls the spec pins', () => {
  it('every general-client call, and exactly the named root calls', () => {
    const pinned = table.filter(successIsPinned);
    for (const ep of table.filter((e) => e.base === 'general')) expect(pinned).toContain(ep);
    const pinnedRoot = Object.fromEntries(
      pinned.filter((e) => e.base === 'root').map((e) => [e.name, e.success]),
    );
    expect(pinnedRoot).toEqual(PINNED_ROOT_CALLS);
  });
});

const pinnedCases = table.filter(successIsPinned).flatMap((ep) =>
  [
    [{ code: 0 }, ep.success === 'zero'],
    [{ code: '0' }, ep.success === 'zero'],
    [{ code: '00' }, ep.success === 'doubleZero'],
    [{ success: true, code: 'E1' }, ep.success === 'flag'],
    [{ code: 1 }, false],
    [{ code: '01' }, false],
  ].map(([envelope, ok]) => [ep.name, ep.success, envelope, ok, ep] as const),
);

describe('a pinned call succeeds on its own rule only', () => {
  it.each(pinnedCases)('%s (%s) with %j: %s', (_name, _rule, envelope, ok, ep) => {
    expect(isSuccessReply(ep, envelope as Record<string, unknown>)).toBe(ok);
  });
});

const openCases = table
  .filter((ep) => !successIsPinned(ep))
  .flatMap((ep) =>
    [
      [{ code: 0 }, true],
      [{ code: '0' }, true],
      [{ code: '00' }, true],
      [{ success: true }, true],
      [{ code: '00', success: true }, true],
      [{ code: 0, success: false }, false],
      [{ code: 1 }, false],
      [{ code: '01' }, false],
      [{ code: -1 }, false],
      [{ code: 800006, success: true }, false],
      [{}, false],
    ].map(([envelope, ok]) => [ep.name, envelope, ok, ep] as const),
  );

describe('a call the spec does not pin accepts 0 and "00", never a non-zero code', () => {
  it('there are such calls (complaint, chatbot, card repay, promotion reads, recommendations)', () => {
    expect(new Set(openCases.map(([name]) => name)).size).toBeGreaterThan(10);
  });

  it.each(openCases)('%s with %j: %s', (_name, envelope, ok, ep) => {
    expect(isSuccessReply(ep, envelope as Record<string, unknown>)).toBe(ok);
  });
});
