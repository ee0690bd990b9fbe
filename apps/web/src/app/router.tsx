import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ROUTES } from './routes';
import { RouteError } from './shell/route-error';
import { Shell } from './shell/shell';

export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <Shell />,
      // The shell's own failure; each page has its boundary below so the header stays usable.
      errorElement: <RouteError />,
      children: [
        ...ROUTES.map<RouteObject>((r) => ({
          path: r.path,
          handle: r.meta,
          errorElement: <RouteError />,
          // React.lazy rather than the router's own lazy: a chunk that cannot load (offline) fails
          // while rendering, inside this route's error boundary, instead of leaving a blank page.
          Component: lazy(r.load),
        })),
        // Any unknown path goes to / (docs/product/platform-accounts-subscription.md §2).
        {
          path: '*',
          handle: { name: 'unknown', title: 'Vetor', publicPage: true, avoidBreadcrumb: true },
          element: <Navigate to="/" replace />,
        },
      ],
    },
  ];
}

export function createRouter() {
  return createBrowserRouter(buildRoutes());
}
