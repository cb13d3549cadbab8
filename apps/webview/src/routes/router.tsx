import { lazy, useMemo } from 'react';
import { useText } from '@loan-h5/screens';
import { Route, Routes } from 'react-router-dom';
import { useCopyStore } from '../copy/CopyContext';
import { NotFound } from '../shell/NotFound';
import { RouteBoundary } from '../shell/RouteBoundary';
import { loadRoute, mountedRoutes, type MountedRoute } from './mountedRoutes';

/*
 * Declarative routes (<Routes>), not the data router: the app fetches in its page containers, so it needs
 * none of the data router's loaders or actions, and leaving it out takes about 16 KB gzip off every page.
 */

/**
 * Every mounted page of the route table, each its own chunk (downloaded with its copy) and its own error
 * boundary; the rest is not found.
 */
export function AppRoutes({ routes }: { routes?: readonly MountedRoute[] }) {
  const copy = useCopyStore();
  const t = useText();
  const pages = useMemo(
    () =>
      (routes ?? mountedRoutes()).map((route) => ({
        path: route.path,
        title: route.title,
        Page: lazy(() => loadRoute(route, copy)),
      })),
    [routes, copy],
  );
  return (
    <Routes>
      {pages.map(({ path, title, Page }) => (
        <Route
          key={path}
          path={path}
          element={
            <>
              {/* React 19 puts it in <head>; set at once, while the page's code is still downloading. */}
              <title>{t(title)}</title>
              <RouteBoundary key={path}>
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
