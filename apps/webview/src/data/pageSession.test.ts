// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_SESSION_KEY, readPageSession, startPageSession, withoutParams } from './pageSession';

describe('page session', () => {
  beforeEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('keeps the token and device params for the client and removes them from the visible URL', () => {
    window.history.replaceState(null, '', '/loanDetails?tok=secret&dId=d1&orderId=9&lang=1&swift=w#/x');
    const page = startPageSession();
    expect(page.common).toEqual({ tok: 'secret', dId: 'd1' });
    expect(page.headers.swift).toBe('w');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/loanDetails?orderId=9&lang=1#/x',
    );
  });

  it('survives a reload of the cleaned URL in the same tab', () => {
    window.history.replaceState(null, '', '/loanDetails?tok=secret&dId=d1&lang=1');
    startPageSession();
    window.history.replaceState(null, '', '/loanDetails?lang=1');
    expect(startPageSession().common).toEqual({ tok: 'secret', dId: 'd1' });
  });

  it('takes a new session from the URL over the stored one', () => {
    window.history.replaceState(null, '', '/x?tok=old');
    startPageSession();
    window.history.replaceState(null, '', '/x?tok=new');
    expect(startPageSession().common.tok).toBe('new');
  });

  it('ignores a damaged stored session', () => {
    sessionStorage.setItem(PAGE_SESSION_KEY, '{oops');
    window.history.replaceState(null, '', '/x?lang=1');
    expect(startPageSession().common).toEqual({});
  });

  it('reads storage only for a URL without a token (the start-up script sends the first reads meanwhile)', () => {
    const getItem = vi.fn(() => JSON.stringify({ common: { tok: 'stored', dId: 'd1' }, headers: {} }));
    const page = (search: string) => ({ location: { search }, sessionStorage: { getItem } }) as never;
    expect(readPageSession(page('?tok=fresh&lang=1')).common).toEqual({ tok: 'fresh' });
    expect(getItem).not.toHaveBeenCalled();
    expect(readPageSession(page('?lang=1')).common).toEqual({ tok: 'stored', dId: 'd1' });
    expect(getItem).toHaveBeenCalledWith(PAGE_SESSION_KEY);
  });

  it('leaves a URL without private params untouched', () => {
    expect(withoutParams('https://h5.test/a?lang=1#/b', ['tok'])).toBe('https://h5.test/a?lang=1#/b');
  });
});
