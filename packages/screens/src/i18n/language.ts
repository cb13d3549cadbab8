import type { Locale } from './LocaleProvider';

/** The page's `lang` query flag: `1` is English, anything else (or none) Indonesian. */
export function localeFromLangFlag(flag: string | null | undefined): Locale {
  return flag === '1' ? 'en' : 'id';
}

/** The `lang` flag that keeps a locale across navigation. */
export function langFlagForLocale(locale: Locale): string {
  return locale === 'en' ? '1' : '0';
}
