/** A translation of a copy part: exactly the English part's keys, each a string. */
export type CopyOf<English> = { readonly [K in keyof English]: string };
