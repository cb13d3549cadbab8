import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { Locale, Messages } from '@loan-h5/screens';
import { AppShell } from '../shell/AppShell';
import { NotFound } from '../shell/NotFound';
import { RouteError } from '../shell/RouteError';
import { mountedRoutes } from './routeTable';

/** Routes from the table; each page is its own chunk and has its own error boundary. */
export function appRoutes(locale: Locale, messages: Messages): RouteObject[] {
  return [
    {
      element: <AppShell locale={locale} messages={messages} />,
      errorElement: <RouteError />,
      children: [
        ...mountedRoutes().map(({ path, page }) => ({
          path,
          errorElement: <RouteError />,
          lazy: async () => ({ Component: (await page()).default }),
        })),
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

export function createAppRouter(locale: Locale, messages: Messages) {
  return createBrowserRouter(appRoutes(locale, messages));
}
