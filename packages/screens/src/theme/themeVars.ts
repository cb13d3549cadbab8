import { colorDefaults, type ColorName, type ColorValues } from './tokens';
import { marketColors, type Market } from './markets';

export type ThemeOverrides = Partial<ColorValues>;

/** The CSS variables for a market, with a host's overrides on top. Pure: used by ThemeProvider. */
export function themeVars(market: Market, overrides: ThemeOverrides = {}): Record<string, string> {
  const values: ColorValues = { ...colorDefaults, ...marketColors[market], ...overrides };
  const vars: Record<string, string> = {};
  for (const name of Object.keys(values) as ColorName[]) vars[`--lh-${name}`] = values[name];
  return vars;
}

/** WCAG relative-luminance contrast of two `#rrggbb` colours. */
export function contrastRatio(a: string, b: string): number {
  const channel = (hex: string, i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const lum = (hex: string) => 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
  const [la, lb] = [lum(a), lum(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
