export { theme, color, space, radius, font, layer, size, safeArea, motion, colorDefaults } from './tokens';
export type { Theme, ColorName, ColorValues } from './tokens';
export { marketColors, type Market } from './markets';
export { themeVars, contrastRatio, type ThemeOverrides } from './themeVars';
export { ThemeProvider, usePortalContainer, type ThemeProviderProps } from './ThemeProvider';
export { GlobalStyle } from './GlobalStyle';
