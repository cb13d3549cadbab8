import { describe, expect, it } from 'vitest';
import { isSafeHttpUrl, safeHttpUrl } from './safeUrl';

describe('isSafeHttpUrl', () => {
  it.each([
    'https://h5.example.com/agreements/loan?id=42',
    'http://h5.example.com/agreement.html',
    'HTTPS://H5.EXAMPLE.COM/Agreement',
    'https://127.0.0.1:8080/agreement',
    '  https://h5.example.com/agreement  ',
    'https://h5.example.com/agreement#section-4',
  ])('loads %s', (url) => {
    expect(isSafeHttpUrl(url)).toBe(true);
  });

  it.each([
    ['a script', 'javascript:alert(1)'],
    ['a script in capitals', 'JavaScript:alert(1)'],
    ['a script hidden by a tab', 'java\tscript:alert(1)'],
    ['a script after spaces', '   javascript:alert(1)'],
    ['inline data', 'data:text/html,<script>alert(1)</script>'],
    ['a blob', 'blob:https://h5.example.com/6f1c'],
    ['a local file', 'file:///sdcard/agreement.html'],
    ['another scheme', 'intent://open#Intent;scheme=loan;end'],
    ['a protocol-relative address', '//evil.example/agreement'],
    ['a relative path', '/agreements/loan.html'],
    ['a bare host', 'h5.example.com/agreement'],
    ['an empty string', ''],
    ['a scheme without host', 'https://'],
    ['a single slash', 'https:/evil.example'],
    ['credentials that hide the real host', 'https://bank.example@evil.example/agreement'],
    ['a newline inside', 'https://h5.example.com/a\ngreement'],
  ])('refuses %s', (_, url) => {
    expect(isSafeHttpUrl(url)).toBe(false);
  });

  it('refuses anything that is not text', () => {
    expect(isSafeHttpUrl(undefined)).toBe(false);
    expect(isSafeHttpUrl(null)).toBe(false);
    expect(isSafeHttpUrl(42)).toBe(false);
    expect(isSafeHttpUrl({ href: 'https://h5.example.com' })).toBe(false);
  });
});

describe('safeHttpUrl', () => {
  it('gives the normalised address to load', () => {
    expect(safeHttpUrl('  HTTPS://H5.Example.com/a b  ')).toBe('https://h5.example.com/a%20b');
  });

  it('gives null for a refused address', () => {
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
  });
});

describe('open-redirect vectors in encoded forms', () => {
  it.each([
    'java%73cript:alert(1)',
    'jav&#x09;ascript:alert(1)',
    'javascript&colon;alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    '%2F%2Fevil.example',
    'https:%2F%2Fevil.example',
    '\\\\evil.example',
    'https:\\\\evil.example',
    'https://good.example%2F@evil.example',
    'https://evil.example%40good.example',
  ])('refuses %s', (url) => {
    expect(safeHttpUrl(url)).toBeNull();
  });

  it('keeps the real host when a backslash hides an @', () => {
    expect(new URL(safeHttpUrl('https://good.example\\@evil.example')!).host).toBe('good.example');
  });

  it('keeps encoded slashes inside the path on the same host', () => {
    expect(new URL(safeHttpUrl('https://good.example/%2F%2Fevil.example')!).host).toBe('good.example');
  });
});
