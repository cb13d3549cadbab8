import type { ComponentType } from 'react';
import type { CopyPart, MessageKey } from '@loan-h5/screens';
import type { CopyStore } from '../copy/copyStore';
import { afterKey, routeTable, type RouteEntry } from './routeTable';

/** The copy store as a page sees it: the language on screen, and downloads of further copy parts. */
export type PageCopy = Pick<CopyStore, 'load' | 'locale'>;

/**
 * A page container's module: the page, and what else its first render at a path needs (`readyFor`, e.g. the
 * site's section at that path, a lazy part with its own chunk) — waited for with the page, so it renders
 * whole at once instead of showing a fallback first.
 */
export type PageModule = {
  default: ComponentType;
  /**
   * Given, beside the path, what it may start without waiting for: the copy store, and `fetchAfter`, which
   * asks for the files the path shows right after it opens in this language (routeTable's `after`), at once.
   */
  readyFor?: (path: string, copy: PageCopy, fetchAfter: () => void) => Promise<unknown>;
};

/** index.html's table (preloadFirstPage.ts): its files for a path, or for what a path shows after it opens. */
const preloadFiles = (key: string) => globalThis.window?.__loanH5PreloadPage?.(key);

/** A route's page container, loaded on first visit so each route ships only its own code. */
export type PageLoader = () => Promise<PageModule>;

/** Every page container (`pages/<Name>Page.tsx`), each its own chunk, by name. */
const pageLoaders: Record<string, PageLoader> = Object.fromEntries(
  Object.entries(import.meta.glob<PageModule>('../pages/*Page.tsx')).map(([file, load]) => [
    file.slice('../pages/'.length, -'.tsx'.length),
    load,
  ]),
);

export interface MountedRoute {
  path: string;
  page: PageLoader;
  copy: readonly CopyPart[];
  /** The title of the path's first row (its default screen, and any hash the table does not name). */
  title: MessageKey;
  /** The titles of the path's hash screens (`#/downloadTemplate` → its key), when the table has them. */
  hashTitles?: Readonly<Record<string, MessageKey>>;
}

/** A hash's route part: `#/` and no hash are both '', a query and trailing slashes drop. */
const hashPath = (hash: string) => (hash.replace(/^#/, '').split('?')[0] ?? '').replace(/\/+$/, '');

/** Whether a table hash (`#/borrowDetail/:orderId`) names the hash on screen; `:name` takes any segment. */
function hashMatches(pattern: string, hash: string) {
  const want = hashPath(pattern).split('/');
  const have = hashPath(hash).split('/');
  return want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i]);
}

/**
 * The title of a mounted path at the hash on screen: the hash screen's own when the table names it (the
 * promotion sign-up's register, download and agreement screens), else the path's.
 */
export function titleAt(route: Pick<MountedRoute, 'title' | 'hashTitles'>, hash: string): MessageKey {
  const match = Object.entries(route.hashTitles ?? {}).find(([pattern]) => hashMatches(pattern, hash));
  return match?.[1] ?? route.title;
}

/**
 * The distinct paths that have a page, each once (hash flows share their path's page). A page name with no
 * container in `pages/` throws: a typo must not quietly show not-found.
 */
export function mountedRoutes(
  table: readonly RouteEntry[] = routeTable,
  loaders: Record<string, PageLoader> = pageLoaders,
): MountedRoute[] {
  const seen = new Map<string, MountedRoute>();
  for (const { path, hash, page, copy = [], title } of table) {
    if (!page) continue;
    if (!title) throw new Error(`routeTable: ${path}${hash ?? ''} has a page but no title`);
    let route = seen.get(path);
    if (!route) {
      const loader = loaders[page];
      if (!loader) throw new Error(`routeTable: no page container pages/${page}.tsx for ${path}`);
      route = { path, page: loader, copy, title };
      seen.set(path, route);
    }
    if (hash) route.hashTitles = { ...route.hashTitles, [hash]: title };
  }
  return [...seen.values()];
}

/** Pages whose code and copy are in, per copy store: the first page (preloaded beside the entry), pages seen. */
const arrived = new WeakMap<object, Map<PageLoader, { page: PageModule; copy: readonly CopyPart[] }>>();

/**
 * A route's page and its copy, downloaded together; resolves with the page once both are in. The router
 * renders the page only then, so it never shows a key without its text.
 */
export async function loadRoute(route: MountedRoute, copy: PageCopy): Promise<PageModule> {
  // The page's chunks and copy all at once (the build's table, in index.html), not chunk by chunk.
  preloadFiles(route.path);
  const fetchAfter = () => preloadFiles(afterKey(route.path));
  const withParts = (page: PageModule) =>
    (page.readyFor?.(route.path, copy, fetchAfter) ?? Promise.resolve()).then(() => page);
  const [page] = await Promise.all([route.page().then(withParts), copy.load(route.copy)]);
  if (!arrived.has(copy)) arrived.set(copy, new Map());
  arrived.get(copy)!.set(route.page, { page, copy: route.copy });
  return page;
}

/** The route's page when its code and copy have already arrived, else undefined. */
export function arrivedPage(route: MountedRoute, copy: PageCopy): PageModule | undefined {
  const done = arrived.get(copy)?.get(route.page);
  return done && route.copy.every((part) => done.copy.includes(part)) ? done.page : undefined;
}

/**
 * What the router's lazy page loads: the page itself, handed over in the same tick when it has arrived. Then
 * React renders it at once instead of suspending — no fallback frame, and none of React's 300 ms throttle on
 * revealing a suspended boundary, which had held a first page's content back (Lighthouse's LCP).
 */
export function pageForRouter(route: MountedRoute, copy: PageCopy): Promise<PageModule> {
  const page = arrivedPage(route, copy);
  if (!page) return loadRoute(route, copy);
  // A thenable, not a Promise: a Promise's callbacks run a tick later, and React would suspend meanwhile.
  return { then: (resolve: (module: PageModule) => void) => resolve(page) } as unknown as Promise<PageModule>;
}

/**
 * Starts downloading the page of `pathname` and its copy at once, while the app's own copy loads, instead of
 * after the first render: one round trip less before the borrower sees the page. The router's lazy load then
 * reuses both; a failed download here is left for the route's own boundary to show.
 */
export function preloadPage(
  pathname: string,
  copy: PageCopy,
  routes: readonly MountedRoute[] = mountedRoutes(),
): Promise<void> {
  const route = routes.find((r) => r.path === pathname);
  // Asked for with core: the build has the first page's copy and core in one file (firstPageCopy.ts).
  if (route) copy.load(['core', ...route.copy]).catch(() => undefined);
  return route
    ? loadRoute(route, copy).then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}
