import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { Locale, Messages } from '@loan-h5/screens';
import { AppLoading, AppShell } from '../shell/AppShell';
import { NotFound } from '../shell/NotFound';
import { RouteError } from '../shell/RouteError';
import { mountedRoutes, routeTable, type PageLoader, type RouteEntry } from './routeTable';

/**
 * A page's chunk. A failed download becomes a component that throws, so the route's own error boundary shows
 * it: React Router renders nothing for a nested route whose `lazy` rejected.
 */
async function loadPage(page: PageLoader): Promise<{ Component: ComponentType }> {
  try {
    return { Component: (await page()).default };
  } catch (error) {
    return {
      Component: () => {
        throw error;
      },
    };
  }
}

/** Routes from the table; each page is its own chunk and has its own error boundary. */
export function appRoutes(
  locale: Locale,
  messages: Messages,
  table: readonly RouteEntry[] = routeTable,
): RouteObject[] {
  return [
    {
      element: <AppShell locale={locale} messages={messages} />,
      hydrateFallbackElement: <AppLoading locale={locale} messages={messages} />,
      errorElement: <RouteError />,
      children: [
        ...mountedRoutes(table).map(({ path, page }) => ({
          path,
          errorElement: <RouteError />,
          lazy: () => loadPage(page),
        })),
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

export function createAppRouter(locale: Locale, messages: Messages) {
  return createBrowserRouter(appRoutes(locale, messages));
}
