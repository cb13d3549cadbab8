import { useSyncExternalStore, type ReactNode } from 'react';
import { GlobalStyle, LocaleProvider, ThemeProvider, ToastHost, marketForLocale } from '@loan-h5/screens';
import { useCopyStore } from '../copy/CopyContext';
import { CallsInFlight } from './CallsInFlight';
import { useKeptLanguage } from './useKeptLanguage';
import { useTopOfNewPage } from './useTopOfNewPage';

/** What every route shares: theme, language (the copy loaded so far), base styles, toasts, "Loading…". */
export function AppShell({ children }: { children: ReactNode }) {
  const copy = useCopyStore();
  const messages = useSyncExternalStore(copy.subscribe, copy.messages, copy.messages);
  useKeptLanguage(copy.locale);
  useTopOfNewPage();
  return (
    <ThemeProvider market={marketForLocale(copy.locale)}>
      <LocaleProvider locale={copy.locale} messages={messages}>
        <GlobalStyle />
        {children}
        <CallsInFlight />
        <ToastHost />
      </LocaleProvider>
    </ThemeProvider>
  );
}
