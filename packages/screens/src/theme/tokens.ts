/**
 * Design tokens. Colours are CSS custom properties with the default (India) value as fallback, so a
 * component's CSS is static (styled-components generates it once; no per-render theme interpolation)
 * and a market or host changes colours by setting variables on `ThemeProvider`.
 */
export const colorDefaults = {
  brand: '#2348c7',
  'brand-strong': '#1a3798',
  'brand-soft': '#e9eefc',
  'on-brand': '#ffffff',
  text: '#1b1f24',
  'text-muted': '#59616b',
  page: '#f3f4f7',
  surface: '#ffffff',
  /** Hairlines and dividers: decoration only, so below the 3:1 a control needs. */
  border: '#dfe3e8',
  /** Outlines that show where a control is (text fields, checkboxes, radios): at least 3:1 on surface and page. */
  'control-border': '#767f8a',
  danger: '#b3261e',
  'danger-soft': '#fdecea',
  success: '#16794a',
  'success-soft': '#e6f4ec',
  warning: '#9a4d00',
  'warning-soft': '#fff4e0',
  /** Rating stars, filled and empty: at least 3:1 on surface and page, as any control's state must be. */
  star: '#b87400',
  'star-empty': '#767f8a',
  disabled: '#c9ced6',
  'on-disabled': '#3d444d',
  overlay: 'rgba(12, 16, 24, 0.6)',
  toast: 'rgba(27, 31, 36, 0.92)',
} as const;

export type ColorName = keyof typeof colorDefaults;
export type ColorValues = Record<ColorName, string>;

const cssVar = (name: ColorName) => `var(--lh-${name}, ${colorDefaults[name]})`;

export const color = Object.fromEntries(
  (Object.keys(colorDefaults) as ColorName[]).map((name) => [name, cssVar(name)]),
) as Record<ColorName, string>;

export const space = {
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
} as const;

export const radius = { sm: '4px', md: '8px', lg: '12px', xl: '16px', pill: '999px' } as const;

export const font = {
  family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
  size: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', amount: '32px' },
  weight: { regular: 400, medium: 500, bold: 700 },
  lineHeight: { tight: 1.25, normal: 1.5 },
} as const;

/** Stacking order: each overlay kind has one layer. */
export const layer = {
  sticky: 10,
  overlay: 100,
  modal: 200,
  loading: 300,
  toast: 400,
} as const;

export const size = {
  /** Minimum touch target (WCAG 2.5.5 / platform guidelines). */
  touch: '44px',
  navBar: '48px',
  maxContent: '480px',
} as const;

export const safeArea = {
  top: 'env(safe-area-inset-top, 0px)',
  right: 'env(safe-area-inset-right, 0px)',
  bottom: 'env(safe-area-inset-bottom, 0px)',
  left: 'env(safe-area-inset-left, 0px)',
} as const;

export const motion = { fast: '120ms', normal: '200ms' } as const;

export const theme = { color, space, radius, font, layer, size, safeArea, motion } as const;
export type Theme = typeof theme;
