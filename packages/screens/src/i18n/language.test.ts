import { describe, expect, it } from 'vitest';
import { langFlagForLocale, localeFromLangFlag } from './language';

describe('language from the lang query flag', () => {
  it.each([
    ['1', 'en'],
    ['0', 'id'],
    ['2', 'id'],
    ['', 'id'],
    [null, 'id'],
    [undefined, 'id'],
    ['en', 'id'],
  ] as const)('lang=%s → %s', (flag, locale) => {
    expect(localeFromLangFlag(flag)).toBe(locale);
  });

  it('keeps the language across a round trip', () => {
    expect(localeFromLangFlag(langFlagForLocale('en'))).toBe('en');
    expect(localeFromLangFlag(langFlagForLocale('id'))).toBe('id');
  });
});
