import { describe, expect, it } from 'vitest';
import { isPageLoad, leavesMaskOut, markPageLoad, unwaitedCall } from './pageLoad';

describe('pageLoad', () => {
  it('knows a marked signal, and no other', () => {
    const page = markPageLoad(new AbortController().signal);
    expect(isPageLoad(page)).toBe(true);
    // A tap's call may carry a signal of its own: it is still not page data.
    expect(isPageLoad(new AbortController().signal)).toBe(false);
    expect(isPageLoad(undefined)).toBe(false);
  });

  it('leaves out of the mask page data and a call nobody waits for, not a tap that brings its own signal', () => {
    expect(leavesMaskOut(markPageLoad(new AbortController().signal))).toBe(true);
    expect(leavesMaskOut(unwaitedCall())).toBe(true);
    expect(isPageLoad(unwaitedCall())).toBe(false);
    expect(leavesMaskOut(new AbortController().signal)).toBe(false);
    expect(leavesMaskOut(undefined)).toBe(false);
  });
});
