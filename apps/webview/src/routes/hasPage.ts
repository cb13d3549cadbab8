import { routeTable, type RouteEntry } from './routeTable';

/**
 * Whether the app mounts a page at `path`: a link to a path without one would land on not-found, so a
 * page offers it only when this is true (customer service's complaint entry, `/phenomenon`).
 */
export function hasPage(path: string, table: readonly RouteEntry[] = routeTable): boolean {
  return table.some((route) => route.path === path && Boolean(route.page));
}
