import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ROUTES } from '../config/paths';
import { RequireUser } from '../features/session/components/require-user';
import { cabinetRoutes } from './router/cabinet.routes';
import { operatorRoutes } from './router/operator.routes';
import { page } from './router/page';
import { fullscreenRoutes, publicRoutes } from './router/public.routes';
import { RouteErrorRoute } from './routes/route-error';
import { MainShell } from './shell/main-shell';
import { RootShell } from './shell/root-shell';

/**
 * The router's table, composed from its areas (app/router/*.routes.tsx); every address comes from
 * config/paths.ts. A page's code and texts load the first time it is opened (app/router/page.ts).
 */
function NothingYet() {
  return null;
}

const notFound: RouteObject = {
  path: '*',
  lazy: page(
    () => import('./routes/not-found'),
    (m) => m.NotFoundRoute,
  ),
};

export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootShell />,
      // Until the first page's code and texts are there, nothing is shown (never raw keys).
      HydrateFallback: NothingYet,
      errorElement: <RouteErrorRoute />,
      children: [
        { path: '/', element: <Navigate to={ROUTES.home} replace /> },
        {
          element: <MainShell />,
          children: [
            ...publicRoutes,
            {
              path: ROUTES.orderCreate,
              element: <RequireUser />,
              children: [
                {
                  index: true,
                  lazy: page(
                    () => import('./routes/order-create'),
                    (m) => m.OrderCreateRoute,
                    ['files', 'orders'],
                  ),
                },
              ],
            },
            {
              path: ROUTES.profile,
              element: <RequireUser />,
              children: [
                {
                  lazy: page(
                    () => import('./routes/profile/layout'),
                    (m) => m.ProfileLayoutRoute,
                    ['bans', 'cabinet'],
                  ),
                  children: [
                    {
                      index: true,
                      lazy: page(
                        () => import('./routes/profile/index'),
                        (m) => m.ProfileIndexRoute,
                      ),
                    },
                    ...cabinetRoutes,
                    ...operatorRoutes,
                  ],
                },
                // A cabinet address that names no page.
                notFound,
              ],
            },
            notFound,
          ],
        },
        ...fullscreenRoutes,
      ],
    },
  ]);
}
