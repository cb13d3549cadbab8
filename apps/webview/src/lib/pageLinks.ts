import { langFlagForLocale, type TestPreviewValues } from '@loan-h5/screens';
import type { RouteEntry } from '../routes/routeTable';

/** The common query params the test page sets, by the name each has on the wire. */
export const TEST_PREVIEW_PARAMS = {
  appVersion: 'aVer',
  deviceName: 'dNa',
  deviceId: 'dId',
  osVersion: 'oVer',
  sessionId: 'tok',
  advertisingId: 'gid',
  productId: 'productId',
  orderId: 'orderId',
} as const satisfies Record<Exclude<keyof TestPreviewValues, 'lang'>, string>;

/** The query string a page is opened with: every non-empty value plus `lang`. */
export function commonQuery(values: TestPreviewValues): string {
  const query = new URLSearchParams();
  for (const [field, param] of Object.entries(TEST_PREVIEW_PARAMS)) {
    const v = values[field as keyof typeof TEST_PREVIEW_PARAMS].trim();
    if (v) query.set(param, v);
  }
  query.set('lang', langFlagForLocale(values.lang));
  return query.toString();
}

/**
 * A link to a route with the common params. Hash routes carry the params in the page query (where the
 * app reads them); a `:param` in a hash takes the value of the same-named field when there is one.
 */
export function pageHref(entry: Pick<RouteEntry, 'path' | 'hash'>, values: TestPreviewValues): string {
  const hash = entry.hash?.replace(/:(\w+)/g, (slot, name: string) =>
    name === 'orderId' && values.orderId ? encodeURIComponent(values.orderId) : slot,
  );
  return `${entry.path}?${commonQuery(values)}${hash ?? ''}`;
}
