import { createBrowserRouter } from 'react-router';
import { RouteErrorPage } from './RouteErrorPage';
import { PublicLayout } from './layouts/PublicLayout';
import { RequireAuth } from './RequireAuth';

/** The route table: the only place that composes features. Every page is its own chunk. */
export const createAppRouter = () =>
  createBrowserRouter([
    {
      errorElement: <RouteErrorPage />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            {
              path: '/login/bankId',
              lazy: async () => ({ Component: (await import('../features/login/LoginPage')).LoginPage }),
            },
            {
              path: '/login/callback',
              lazy: async () => ({
                Component: (await import('../features/login/CallbackPage')).CallbackPage,
              }),
            },
            {
              path: '/login/roleSelection',
              lazy: async () => ({
                Component: (await import('../features/login/RoleSelectionPage')).RoleSelectionPage,
              }),
            },
          ],
        },
        {
          element: <RequireAuth />,
          children: [
            {
              lazy: async () => ({
                Component: (await import('./layouts/AuthenticatedLayout')).AuthenticatedLayout,
              }),
              children: [
                {
                  index: true,
                  lazy: async () => ({ Component: (await import('../features/home/HomePage')).HomePage }),
                },
                {
                  path: '*',
                  lazy: async () => ({ Component: (await import('./NotFoundPage')).NotFoundPage }),
                },
              ],
            },
          ],
        },
      ],
    },
  ]);
