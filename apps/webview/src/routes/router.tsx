import { lazy, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { useText } from '@loan-h5/screens';
import { Route, Routes, useLocation } from 'react-router-dom';
import { useCopyStore } from '../copy/CopyContext';
import { NotFound } from '../shell/NotFound';
import { RouteBoundary } from '../shell/RouteBoundary';
import { mountedRoutes, pageForRouter, titleAt, type MountedRoute, type PageLoader } from './mountedRoutes';

/*
 * Declarative routes (<Routes>), not the data router: the app fetches in its page containers, so it needs
 * none of the data router's loaders or actions, and leaving it out takes about 16 KB gzip off every page.
 */

/** The tab's title: the route's, or its hash screen's (React 19 puts it in <head>). */
function RouteTitle({ route }: { route: Pick<MountedRoute, 'title' | 'hashTitles'> }) {
  const t = useText();
  const { hash } = useLocation();
  return <title>{t(titleAt(route, hash))}</title>;
}

/**
 * Every mounted page of the route table, each its own chunk (downloaded with its copy) and its own error
 * boundary; the rest is not found.
 */
export function AppRoutes({ routes }: { routes?: readonly MountedRoute[] }) {
  const copy = useCopyStore();
  const pages = useMemo(() => {
    // Paths with one page container share one mounted page (the official site's sections): moving between
    // them keeps the page, its header and its state, with no "Loading…" in between. The shared page comes
    // with the copy of its first path in the table; copy that only another of its paths shows is the page's
    // own to load (the site's policy and terms load part `info` with their text).
    const shared = new Map<PageLoader, { key: string; Page: LazyExoticComponent<ComponentType> }>();
    return (routes ?? mountedRoutes()).map((route) => {
      let page = shared.get(route.page);
      if (!page) {
        page = { key: route.path, Page: lazy(() => pageForRouter(route, copy)) };
        shared.set(route.page, page);
      }
      return { path: route.path, route, ...page };
    });
  }, [routes, copy]);
  return (
    <Routes>
      {pages.map(({ path, key, route, Page }) => (
        <Route
          key={path}
          path={path}
          element={
            <>
              {/* React 19 puts it in <head>; set at once, while the page's code is still downloading. */}
              <RouteTitle route={route} />
              <RouteBoundary key={key}>
                <Page />
              </RouteBoundary>
            </>
          }
        />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
