import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliver, dialableNumber, openableUrl, withParams } from './guards';

const ORIGIN = 'https://h5.example';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('openableUrl', () => {
  it.each([
    ['https://bank.example/pay?x=1', 'https://bank.example/pay?x=1'],
    ['HTTP://bank.example', 'http://bank.example/'],
    ['/loanDetails?x=1', 'https://h5.example/loanDetails?x=1'],
    ['/payway#/addnormalcard', 'https://h5.example/payway#/addnormalcard'],
    ['  /testPreview  ', 'https://h5.example/testPreview'],
  ])('opens %s as %s', (url, expected) => {
    expect(openableUrl(url, ORIGIN)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'blob:https://h5.example/1',
    'file:///etc/passwd',
    'tel:1500888',
    '//evil.example/x',
    '/\\evil.example/x',
    '/\t/evil.example',
    'https://h5.example@evil.example/',
    'loanDetails',
    '',
  ])('refuses %j', (url) => {
    expect(openableUrl(url, ORIGIN)).toBeNull();
  });

  it('refuses paths when the page has no usable origin, and anything that is not text', () => {
    expect(openableUrl('/loanDetails', undefined)).toBeNull();
    expect(openableUrl('/loanDetails', 'null')).toBeNull();
    expect(openableUrl(42, ORIGIN)).toBeNull();
  });
});

describe('dialableNumber', () => {
  it('keeps digits and a leading plus', () => {
    expect(dialableNumber('1500-888')).toBe('1500888');
    expect(dialableNumber(' +62 812-3456-7890 ')).toBe('+6281234567890');
    expect(dialableNumber('(021) 500 888')).toBe('021500888');
  });

  it('refuses text without a plausible number', () => {
    expect(dialableNumber('call us')).toBeNull();
    expect(dialableNumber('12')).toBeNull();
    expect(dialableNumber('1'.repeat(21))).toBeNull();
    expect(dialableNumber(undefined)).toBeNull();
  });
});

describe('withParams', () => {
  it('adds params to the query, keeping the hash', () => {
    expect(withParams('https://h5.example/a?x=1#/b', { orderId: '9', n: 2, ok: true })).toBe(
      'https://h5.example/a?x=1&orderId=9&n=2&ok=true#/b',
    );
  });
});

describe('deliver', () => {
  it('runs the call and says it went through', () => {
    const call = vi.fn();
    expect(deliver('goHome', () => call)).toBe(true);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('warns instead of throwing when the host is missing, fails or cannot be read', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(deliver('goHome', () => null)).toBe(false);
    expect(
      deliver('goHome', () => () => {
        throw new Error('host crashed');
      }),
    ).toBe(false);
    expect(
      deliver('goHome', () => {
        throw new Error('getter crashed');
      }),
    ).toBe(false);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('stays silent when quiet', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(deliver('track', () => null, true)).toBe(false);
    expect(
      deliver(
        'track',
        () => () => {
          throw new Error('x');
        },
        true,
      ),
    ).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });
});
