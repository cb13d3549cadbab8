import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Market } from '../theme/markets';
import { interpolate, type MessageKey, type MessageParams, type Messages } from './messages';
import { createFormatters, type Formatters } from './format';

export type Locale = 'en' | 'id';

interface LocaleContextValue {
  locale: Locale;
  market: Market;
  text: (key: MessageKey, params?: MessageParams) => string;
  format: Formatters;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

export interface LocaleProviderProps {
  locale: Locale;
  /**
   * The dictionary for `locale`: `import { en } from '@loan-h5/screens/i18n/en'` (or `/id`). Passed in,
   * not bundled, so an app loads only the language it shows.
   */
  messages: Messages;
  /** Currency and number format; follows the locale unless set (English = India, Indonesian = Indonesia). */
  market?: Market;
  children?: ReactNode;
}

export function marketForLocale(locale: Locale): Market {
  return locale === 'en' ? 'IN' : 'ID';
}

export function LocaleProvider({ locale, messages, market, children }: LocaleProviderProps) {
  const value = useMemo<LocaleContextValue>(() => {
    const m = market ?? marketForLocale(locale);
    return {
      locale,
      market: m,
      text: (key, params) => {
        const template = messages[key] as string | undefined;
        // Fails loudly (the route's error screen, a failing test), never shows "undefined" to a borrower.
        if (template === undefined)
          throw new Error(`@loan-h5/screens: no "${key}" in the ${locale} copy (is its copy part loaded?)`);
        return interpolate(template, params);
      },
      // Money follows the market; dates are written in the copy's language.
      format: createFormatters(m, locale),
    };
  }, [locale, messages, market]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

function useLocaleContext(): LocaleContextValue {
  const ctx = useContext(LocaleContext);
  if (!ctx) throw new Error('@loan-h5/screens: render screens inside <LocaleProvider locale messages>.');
  return ctx;
}

/** The current language's text: `const t = useText(); t('label.repay')`. */
export function useText() {
  return useLocaleContext().text;
}

/** Formatters for the current market (money, phone numbers) and language (dates). */
export function useFormat(): Formatters {
  return useLocaleContext().format;
}

export function useLocale(): { locale: Locale; market: Market } {
  const { locale, market } = useLocaleContext();
  return { locale, market };
}
