import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { langFlagForLocale, type Locale } from '@loan-h5/screens';
import { keepParams } from '../lib/keepParams';

/** After any in-app navigation that dropped `lang`, puts it back (replace), so a reload keeps the language. */
export function useKeptLanguage(locale: Locale): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (new URLSearchParams(search).has('lang')) return;
    void navigate(keepParams(`${pathname}${search}${hash}`, `?lang=${langFlagForLocale(locale)}`), {
      replace: true,
    });
  }, [pathname, search, hash, locale, navigate]);
}
