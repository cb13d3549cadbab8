import type { en } from './en';

/** Every key a dictionary must have. */
export type MessageKey = keyof typeof en;
/** A complete dictionary: the same keys as English, each a string. */
export type Messages = { readonly [K in MessageKey]: string };
export type MessageParams = Record<string, string | number>;

/** Fills `{name}` slots. A slot without a value stays visible, so a missing value is caught in review. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (slot, name: string) =>
    name in params ? String(params[name]) : slot,
  );
}
