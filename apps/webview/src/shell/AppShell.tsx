import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { GlobalStyle, LocaleProvider, ThemeProvider, marketForLocale } from '@loan-h5/screens';
import { useCopyStore } from '../copy/CopyContext';
import { reloadPage } from '../lib/reloadPage';
import { useKeptLanguage } from './useKeptLanguage';
import { useTopOfNewPage } from './useTopOfNewPage';

// Requested as the shell first renders, beside the page's own chunk (see ShellOverlays).
const ShellOverlays = lazy(() => import('./ShellOverlays'));

/** What every route shares: theme, language (the copy loaded so far), base styles, toasts, "Loading…". */
export function AppShell({ children }: { children: ReactNode }) {
  const copy = useCopyStore();
  const messages = useSyncExternalStore(copy.subscribe, copy.messages, copy.messages);
  useKeptLanguage(copy.locale);
  useTopOfNewPage();
  return (
    // A modal whose code failed to download: Chrome keeps the failed import, so only a reload brings it.
    <ThemeProvider market={marketForLocale(copy.locale)} onRetryCode={reloadPage}>
      <LocaleProvider locale={copy.locale} messages={messages}>
        <GlobalStyle />
        {children}
        <Suspense fallback={null}>
          <ShellOverlays />
        </Suspense>
      </LocaleProvider>
    </ThemeProvider>
  );
}
