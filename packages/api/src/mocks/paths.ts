import { endpoints } from '../endpoints';

/** The `mock` query param of a page URL (`?mock=orderStatus:174,slow:loan-details`). */
export const mockParamOf = (search: string): string => new URLSearchParams(search).get('mock') ?? '';

/**
 * The scenario a page of the demo app runs: the one its URL names (`?mock=` alone names none), else the
 * one this tab kept (the next page of a flow carries no `mock`), else none.
 */
export function scenarioOfPage(search: string, kept: string | null | undefined): string {
  return new URLSearchParams(search).get('mock') ?? kept ?? '';
}

/** Path prefixes that belong to the API: the general base segment and each root endpoint's first segment. */
export function apiPrefixes(generalBase: string): string[] {
  const prefixes = new Set<string>();
  if (generalBase) prefixes.add(`${generalBase}/`);
  for (const ep of Object.values(endpoints)) {
    const first = ep.path.split('/')[1];
    if (ep.base === 'root' && first) prefixes.add(`/${first}/`);
  }
  return [...prefixes];
}

/** Whether a request the mock did not answer was meant for the API (a warning) or is an asset (silent). */
export const isApiPath = (url: string, prefixes: readonly string[]) => {
  const { pathname } = new URL(url);
  return prefixes.some((prefix) => pathname.startsWith(prefix));
};
