import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { ThemeProvider } from '../theme/ThemeProvider';
import { LocaleProvider, type Locale } from '../i18n/LocaleProvider';
import { en } from '../i18n/en';
import { id } from '../i18n/id';

/** Renders a part or screen the way an app does: inside the theme and a language (English by default). */
export function renderWithProviders(
  ui: ReactElement,
  { locale = 'en', ...options }: { locale?: Locale } & Omit<RenderOptions, 'wrapper'> = {},
) {
  return render(ui, {
    wrapper: ({ children }) => (
      <ThemeProvider>
        <LocaleProvider locale={locale} messages={locale === 'en' ? en : id}>
          {children}
        </LocaleProvider>
      </ThemeProvider>
    ),
    ...options,
  });
}
