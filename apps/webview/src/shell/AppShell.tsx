import { Outlet } from 'react-router-dom';
import {
  GlobalStyle,
  LocaleProvider,
  ThemeProvider,
  ToastHost,
  marketForLocale,
  type Locale,
  type Messages,
} from '@loan-h5/screens';
import { useKeptLanguage } from './useKeptLanguage';

export interface AppShellProps {
  locale: Locale;
  messages: Messages;
}

/** What every route shares: theme, language, base styles and the toast host. */
export function AppShell({ locale, messages }: AppShellProps) {
  useKeptLanguage(locale);
  return (
    <ThemeProvider market={marketForLocale(locale)}>
      <LocaleProvider locale={locale} messages={messages}>
        <GlobalStyle />
        <Outlet />
        <ToastHost />
      </LocaleProvider>
    </ThemeProvider>
  );
}
