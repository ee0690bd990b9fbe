import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { entryTarget, HOME_MENU } from '../features/home/home-menu';
import { registerComingSoon } from '../lib/coming-soon';
import { ROUTES } from './routes';
import { Shell } from './shell/shell';

export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <Shell />,
      children: [
        ...ROUTES.map<RouteObject>((r) => ({
          path: r.path,
          handle: r.meta,
          lazy: async () => ({ Component: (await r.load()).default }),
        })),
        // Any unknown path goes to / (spec 1 §2).
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
  registerComingSoon(HOME_MENU.filter((e) => e.comingSoon).map((e) => [e.path, entryTarget(e)] as const));
  return createBrowserRouter(buildRoutes());
}
