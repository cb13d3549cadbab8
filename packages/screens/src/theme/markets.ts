import type { ColorValues } from './tokens';

export type Market = 'IN' | 'ID';

/** Each market's brand colours; white text on `brand` keeps a contrast of at least 4.5:1. */
export const marketColors: Record<Market, Partial<ColorValues>> = {
  IN: { brand: '#2348c7', 'brand-strong': '#1a3798', 'brand-soft': '#e9eefc' },
  ID: { brand: '#0b7a53', 'brand-strong': '#075c3e', 'brand-soft': '#e3f4ec' },
};
