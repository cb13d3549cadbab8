// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepPageSession, PAGE_SESSION_KEY, readPageSession, withoutParams } from './pageSession';

/** As the entry does it: the session read at start, kept as the first page renders. */
function openPage() {
  const page = readPageSession(window);
  keepPageSession(page);
  return page;
}

describe('page session', () => {
  beforeEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });
  // Spies on Storage come off even when a test fails before its end.
  afterEach(() => vi.restoreAllMocks());

  it('keeps the token and device params for the client and removes them from the visible URL', () => {
    window.history.replaceState(null, '', '/loanDetails?tok=secret&dId=d1&orderId=9&lang=1&swift=w#/x');
    const page = openPage();
    expect(page.common).toEqual({ tok: 'secret', dId: 'd1' });
    expect(page.headers.swift).toBe('w');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/loanDetails?orderId=9&lang=1#/x',
    );
  });

  it('survives a reload of the cleaned URL in the same tab', () => {
    window.history.replaceState(null, '', '/loanDetails?tok=secret&dId=d1&lang=1');
    openPage();
    window.history.replaceState(null, '', '/loanDetails?lang=1');
    expect(openPage().common).toEqual({ tok: 'secret', dId: 'd1' });
  });

  it('takes a new session from the URL over the stored one', () => {
    window.history.replaceState(null, '', '/x?tok=old');
    openPage();
    window.history.replaceState(null, '', '/x?tok=new');
    expect(openPage().common.tok).toBe('new');
  });

  it('ignores a damaged stored session', () => {
    sessionStorage.setItem(PAGE_SESSION_KEY, '{oops');
    window.history.replaceState(null, '', '/x?lang=1');
    expect(openPage().common).toEqual({});
  });

  it('reads storage only for a URL without a token (the start-up script sends the first reads meanwhile)', () => {
    const getItem = vi.fn(() => JSON.stringify({ common: { tok: 'stored', dId: 'd1' }, headers: {} }));
    const page = (search: string) => ({ location: { search }, sessionStorage: { getItem } }) as never;
    expect(readPageSession(page('?tok=fresh&lang=1')).common).toEqual({ tok: 'fresh' });
    expect(getItem).not.toHaveBeenCalled();
    expect(readPageSession(page('?lang=1')).common).toEqual({ tok: 'stored', dId: 'd1' });
    expect(getItem).toHaveBeenCalledWith(PAGE_SESSION_KEY);
  });

  it('makes no storage call and leaves the URL as it is until the page keeps its session', () => {
    window.history.replaceState(null, '', '/loanDetails?tok=secret&dId=d1&lang=1');
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const page = readPageSession(window);
    expect(page.common).toEqual({ tok: 'secret', dId: 'd1' });
    expect(setItem).not.toHaveBeenCalled();
    expect(getItem).not.toHaveBeenCalled();
    // A reload now (before the first render) still has the session in its URL.
    expect(window.location.search).toBe('?tok=secret&dId=d1&lang=1');
    keepPageSession(page);
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(window.location.search).toBe('?lang=1');
  });

  it('keeps the session in the URL where storage is blocked, so it is not lost', () => {
    window.history.replaceState(null, '', '/x?tok=secret&lang=1');
    const blocked = {
      location: window.location,
      history: window.history,
      get sessionStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(() => keepPageSession(readPageSession(blocked), blocked)).not.toThrow();
    expect(window.location.search).toBe('?tok=secret&lang=1');
    // The reload reads it from the URL again.
    expect(readPageSession(blocked).common).toEqual({ tok: 'secret' });
  });

  it('leaves a URL without private params untouched', () => {
    expect(withoutParams('https://h5.test/a?lang=1#/b', ['tok'])).toBe('https://h5.test/a?lang=1#/b');
  });
});
