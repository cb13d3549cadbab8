import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import {
  GlobalStyle,
  LoadingOverlay,
  LocaleProvider,
  ThemeProvider,
  ToastHost,
  marketForLocale,
  type Locale,
  type Messages,
} from '@loan-h5/screens';
import { CallsInFlight } from './CallsInFlight';
import { useKeptLanguage } from './useKeptLanguage';

export interface AppShellProps {
  locale: Locale;
  messages: Messages;
}

/** Theme, language, base styles and the toast host. */
function AppProviders({ locale, messages, children }: AppShellProps & { children: ReactNode }) {
  return (
    <ThemeProvider market={marketForLocale(locale)}>
      <LocaleProvider locale={locale} messages={messages}>
        <GlobalStyle />
        {children}
        <ToastHost />
      </LocaleProvider>
    </ThemeProvider>
  );
}

/** What every route shares. */
export function AppShell(props: AppShellProps) {
  useKeptLanguage(props.locale);
  return (
    <AppProviders {...props}>
      <Outlet />
      <CallsInFlight />
    </AppProviders>
  );
}

/** Shown while the first route's code downloads (slow networks): "Loading…" instead of a blank page. */
export function AppLoading(props: AppShellProps) {
  return (
    <AppProviders {...props}>
      <LoadingOverlay visible />
    </AppProviders>
  );
}
