/**
 * Runtime configuration: one production build runs against any backend. The app serves a `config.js`
 * next to index.html that sets `window.__LOAN_H5_CONFIG__`; without it everything is same-origin.
 */
export interface RuntimeConfig {
  /** Where the API lives, e.g. `https://api.example.com`; empty = the page's own origin. */
  apiOrigin: string;
  /** The general client's fixed base segment, prefixed to its paths (`/v3/...`). */
  generalBase: string;
  /**
   * Customer service's phone, shown where the server sends none (the extension page's `telephone`);
   * empty = no call button there.
   */
  servicePhone: string;
}

declare global {
  interface Window {
    __LOAN_H5_CONFIG__?: Partial<RuntimeConfig>;
  }
}

export const DEFAULT_CONFIG: RuntimeConfig = { apiOrigin: '', generalBase: '/gateway', servicePhone: '' };

/** The configuration in force: defaults, overridden by well-formed values from `config.js`. */
export function readRuntimeConfig(source: unknown = globalThis.window?.__LOAN_H5_CONFIG__): RuntimeConfig {
  const given = source && typeof source === 'object' ? (source as Record<string, unknown>) : {};
  const origin = typeof given.apiOrigin === 'string' ? given.apiOrigin.replace(/\/+$/, '') : '';
  const base = typeof given.generalBase === 'string' ? given.generalBase : DEFAULT_CONFIG.generalBase;
  return {
    apiOrigin: /^https?:\/\/[^/]+$/i.test(origin) ? origin : DEFAULT_CONFIG.apiOrigin,
    generalBase: base === '' ? '' : `/${base.replace(/^\/+|\/+$/g, '')}`,
    servicePhone:
      typeof given.servicePhone === 'string' ? given.servicePhone.trim() : DEFAULT_CONFIG.servicePhone,
  };
}
