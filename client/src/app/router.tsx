import { createBrowserRouter, Navigate } from 'react-router';
import { RequireUser } from '../features/session/components/require-user';
import { AppLinkRoute } from './routes/app-link';
import { CategoriesRoute } from './routes/categories';
import { ContactRoute } from './routes/contact';
import { HomeRoute } from './routes/home';
import { InfoRoute } from './routes/info';
import { NotFoundRoute } from './routes/not-found';
import { RouteErrorRoute } from './routes/route-error';
import { MainShell } from './shell/main-shell';
import { RootShell } from './shell/root-shell';

export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootShell />,
      errorElement: <RouteErrorRoute />,
      children: [
        { path: '/', element: <Navigate to="/home" replace /> },
        {
          element: <MainShell />,
          children: [
            { path: 'home', element: <HomeRoute /> },
            { path: 'info/:page', element: <InfoRoute /> },
            { path: 'contact', element: <ContactRoute /> },
            { path: 'app-link', element: <AppLinkRoute /> },
            {
              path: 'profile',
              element: <RequireUser />,
              children: [
                { index: true, element: <Navigate to="/profile/messages" replace /> },
                { path: '*', element: <NotFoundRoute /> },
              ],
            },
            { path: '*', element: <NotFoundRoute /> },
          ],
        },
        { path: 'categories', element: <CategoriesRoute /> },
      ],
    },
  ]);
}
