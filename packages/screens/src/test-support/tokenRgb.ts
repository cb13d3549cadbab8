import type { ColorName } from '../theme/tokens';

/**
 * The `rgb()` a `#rrggbb` theme colour computes to where `element` sits (its market's value, from the
 * ThemeProvider's variables), to compare with `getComputedStyle` in story plays.
 */
export function tokenRgb(element: Element, token: ColorName): string {
  const hex = getComputedStyle(element).getPropertyValue(`--lh-${token}`).trim();
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
