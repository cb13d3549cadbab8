/** The two markets the mock backend speaks for: India (English, rupees) and Indonesia (Indonesian, Rupiah). */
export type MockMarket = 'IN' | 'ID';

export const MARKETS: readonly MockMarket[] = ['IN', 'ID'];

/** The page's language flag as the app reads it: `lang=1` is English (India), anything else Indonesian. */
export function marketOfLang(lang: string | null | undefined): MockMarket | undefined {
  if (lang === null || lang === undefined) return undefined;
  return lang === '1' ? 'IN' : 'ID';
}

/** The `lang` flag of a page in a market's language (the app reads `1` as English, anything else Indonesian). */
export const langOfMarket = (market: MockMarket): string => (market === 'IN' ? '1' : '0');

/** One text per market, picked by the market a request is answered for. */
export type Localised<T = string> = Record<MockMarket, T>;

export const pick = <T>(market: MockMarket, texts: Localised<T>): T => texts[market];
