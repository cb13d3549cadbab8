import { describe, expect, it } from 'vitest';
import { confirmedLoanLink, orderRoute, repayTarget, serverLink, withOwnLanguage } from './loanLinks';

describe('serverLink', () => {
  it('opens http(s) addresses', () => {
    expect(serverLink('https://pay.example/a?b=1')).toEqual({
      kind: 'open',
      url: 'https://pay.example/a?b=1',
    });
    expect(serverLink('http://pay.example/')).toEqual({ kind: 'open', url: 'http://pay.example/' });
  });

  it.each([
    ['javascript:alert(1)'],
    ['data:text/html,x'],
    ['/loanDetails'],
    ['//evil.example'],
    [''],
    [null],
  ])('refuses %s', (url) => {
    expect(serverLink(url)).toEqual({ kind: 'unsafe' });
  });
});

describe('confirmedLoanLink', () => {
  it('adds from=confirm to the server address', () => {
    expect(confirmedLoanLink('https://app.example/loanDetails?orderId=7&productId=1')).toEqual({
      kind: 'open',
      url: 'https://app.example/loanDetails?orderId=7&productId=1&from=confirm',
    });
  });

  it('keeps a hash after the query', () => {
    expect(confirmedLoanLink('https://app.example/loan#top')).toEqual({
      kind: 'open',
      url: 'https://app.example/loan?from=confirm#top',
    });
  });

  it('replaces a from the server already set', () => {
    expect(confirmedLoanLink('https://app.example/d?from=x')).toEqual({
      kind: 'open',
      url: 'https://app.example/d?from=confirm',
    });
  });

  it('refuses what is not http(s)', () => {
    expect(confirmedLoanLink('javascript:alert(1)')).toEqual({ kind: 'unsafe' });
  });
});

describe('repayTarget', () => {
  const search = '?lang=1&productId=3&orderId=10001&tok=secret';

  it('opens the server page when there is one', () => {
    expect(repayTarget('https://pay.example/repay?o=1', search)).toEqual({
      kind: 'open',
      url: 'https://pay.example/repay?o=1',
    });
  });

  it('goes to the repayment route with the order params when there is none', () => {
    expect(repayTarget('', search)).toEqual({
      kind: 'route',
      to: '/repayPlan?lang=1&productId=3&orderId=10001',
    });
    expect(repayTarget('  ', '?orderId=5')).toEqual({ kind: 'route', to: '/repayPlan?orderId=5' });
  });

  it('refuses a server page that is not http(s)', () => {
    expect(repayTarget('javascript:alert(1)', search)).toEqual({ kind: 'unsafe' });
  });
});

describe('orderRoute', () => {
  it('carries language, product and order only', () => {
    expect(orderRoute('/repayDelay', '?lang=0&orderId=9&productId=2&scene=4')).toBe(
      '/repayDelay?lang=0&productId=2&orderId=9',
    );
  });

  it('keeps what the destination sets', () => {
    expect(orderRoute('/relevant?scene=1', '?lang=1')).toBe('/relevant?scene=1&lang=1');
  });
});

describe('withOwnLanguage', () => {
  const origin = 'https://h5.example';

  it("adds the borrower's language to this site's pages that name none", () => {
    expect(withOwnLanguage('https://h5.example/loanDetails?orderId=7&from=confirm', origin, '1')).toBe(
      'https://h5.example/loanDetails?orderId=7&from=confirm&lang=1',
    );
  });

  it('keeps a language the server named, and leaves other sites exactly as given', () => {
    expect(withOwnLanguage('https://h5.example/loanDetails?lang=2', origin, '1')).toBe(
      'https://h5.example/loanDetails?lang=2',
    );
    expect(withOwnLanguage('https://lender.example/apply?x=1', origin, '1')).toBe(
      'https://lender.example/apply?x=1',
    );
  });

  it('changes nothing when the page has no language flag', () => {
    expect(withOwnLanguage('https://h5.example/relevant', origin, null)).toBe('https://h5.example/relevant');
  });
});
