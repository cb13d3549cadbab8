import type { ReactNode } from 'react';
import {
  GlobalStyle,
  LocaleProvider,
  ThemeProvider,
  ToastHost,
  marketForLocale,
  type Locale,
  type Messages,
} from '@loan-h5/screens';
import { CallsInFlight } from './CallsInFlight';
import { useKeptLanguage } from './useKeptLanguage';
import { useTopOfNewPage } from './useTopOfNewPage';

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

/** What every route shares: the routes go in `children`. */
export function AppShell({ children, ...props }: AppShellProps & { children: ReactNode }) {
  useKeptLanguage(props.locale);
  useTopOfNewPage();
  return (
    <AppProviders {...props}>
      {children}
      <CallsInFlight />
    </AppProviders>
  );
}
