import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFound } from '../shell/NotFound';
import { RouteBoundary } from '../shell/RouteBoundary';
import { mountedRoutes, routeTable, type PageLoader, type RouteEntry } from './routeTable';

/*
 * Declarative routes (<Routes>), not the data router: the app fetches in its page containers, so it needs
 * none of the data router's loaders or actions, and leaving it out takes about 16 KB gzip off every page.
 */

const lazyPages = new WeakMap<PageLoader, LazyExoticComponent<ComponentType>>();

/** A page's chunk, downloaded on first visit; one component per loader so React keeps its state. */
function lazyPage(page: PageLoader) {
  let Page = lazyPages.get(page);
  if (!Page) {
    Page = lazy(page);
    lazyPages.set(page, Page);
  }
  return Page;
}

/** Every mounted page of the route table, each its own chunk with its own error boundary; the rest is not found. */
export function AppRoutes({ table = routeTable }: { table?: readonly RouteEntry[] }) {
  return (
    <Routes>
      {mountedRoutes(table).map(({ path, page }) => {
        const Page = lazyPage(page);
        return (
          <Route
            key={path}
            path={path}
            element={
              <RouteBoundary key={path}>
                <Page />
              </RouteBoundary>
            }
          />
        );
      })}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
