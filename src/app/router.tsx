import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadTexts } from '../i18n/i18n';
import { RouteErrorContent, RouteErrorPage } from './RouteErrorPage';
import { PublicLayout } from './layouts/PublicLayout';
import { StaticShell } from './StaticShell';
import { permissionHandle } from './routePermissions';
import { ROUTE_TABLE } from './routeTable';
import { PATHS, type PagePrefetch, type PageRoute } from '../paths';
import { loadQueryClient } from '../api/queryClientLoader';
import { watchForFailedChunks } from '../offline/newRelease';

/**
 * The signed-in layout's pages. A page that fails (throws while rendering, or its chunk does not load) shows
 * 'Noe gikk galt' in the layout's main area, so header, menu and 'Logg ut' stay; an error in the layout
 * itself reaches the top-level RouteErrorPage.
 */
export const insideLayout = (pages: RouteObject[]): RouteObject => ({
  errorElement: <RouteErrorContent />,
  children: pages,
});

/**
 * Routes that fetch: they render once the query client is loaded, which starts with their own code (React
 * Router loads a match's lazy routes together). The sign-in page is outside: it fetches nothing. The shared
 * texts of the pages that fetch (the `common` area: components, dialogs, the domain's code labels) come beside
 * it, so the sign-in page's frame catalog stays small.
 */
const withQueryClient = (children: RouteObject[]): RouteObject => ({
  lazy: async () => {
    await Promise.all([loadQueryClient(), sharedTexts().then(({ loadCommonTexts }) => loadCommonTexts())]);
    return {};
  },
  children,
});

/**
 * A page's first calls, started when the address is opened, beside its code (src/app/prefetchPage.ts). The
 * loader does not wait for them: the page renders as soon as its code is in, and shows its own loading.
 */
const prefetchLoader = (prefetch: PagePrefetch, requires: PageRoute['requires']) => () => {
  import('./prefetchPage')
    .then(({ prefetchPage }) => prefetchPage(prefetch, requires))
    .catch(() => {
      // The page's own query asks again, and shows what went wrong.
    });
  return null;
};

/** The shared areas' texts (src/app/sharedTexts.ts), from a chunk of their own. */
const sharedTexts = () => import('./sharedTexts');

/** A feature's page as React Router's route: the start page is the layout's index. */
const routeObject = ({ path, requires, lazy, prefetch, fetchesNothing }: PageRoute): RouteObject => ({
  ...(path === PATHS.home ? { index: true } : { path }),
  ...permissionHandle(requires),
  ...(prefetch ? { loader: prefetchLoader(prefetch, requires) } : {}),
  // The page's code, and the shared texts it needs beyond `common` (the guides), side by side; the sign-in page
  // (which fetches nothing) needs none of them.
  lazy: fetchesNothing
    ? lazy
    : async () => {
        const [route] = await Promise.all([
          lazy(),
          sharedTexts().then(({ loadPageTexts }) => loadPageTexts(path)),
        ]);
        return route;
      },
});

const publicPages = ROUTE_TABLE.filter((route) => route.public);
const signedInPages = ROUTE_TABLE.filter((route) => !route.public);

/**
 * The features' pages (src/app/routeTable.ts) in their layouts. Every page is its own chunk. Made as the entry
 * starts, so the chunks of the address's routes load beside the configuration, not after it; and once per
 * page load, so the watch for failed chunks is added once.
 */
export const createAppRouter = () => {
  // A page's code that fails to load (an old tab after a deploy) keeps the forms and asks the server at once.
  watchForFailedChunks();
  return createBrowserRouter([
    {
      errorElement: <RouteErrorPage />,
      // While the address's code loads: the shell index.html painted.
      HydrateFallback: StaticShell,
      children: [
        {
          element: <PublicLayout />,
          children: [
            ...publicPages.filter((route) => route.fetchesNothing).map(routeObject),
            withQueryClient(publicPages.filter((route) => !route.fetchesNothing).map(routeObject)),
          ],
        },
        withQueryClient([
          {
            lazy: async () => ({ Component: (await import('./RequireAuth')).RequireAuth }),
            children: [
              {
                // The layout's texts (its own catalog, src/i18n/i18n.ts) beside its code; the shared texts
                // (`common`) come with the query client, above. The error page's start with them, not waited
                // for: a page of an open tab whose code a new release removed must find them in memory.
                lazy: async () => {
                  loadTexts('route-error').catch(() => {
                    // Loaded again by the error page, should it be needed.
                  });
                  const [{ AuthenticatedLayout }] = await Promise.all([
                    import('./layouts/AuthenticatedLayout'),
                    loadTexts('layout'),
                  ]);
                  return { Component: AuthenticatedLayout };
                },
                children: [insideLayout(signedInPages.map(routeObject))],
              },
            ],
          },
        ]),
      ],
    },
  ]);
};

export type AppRouter = ReturnType<typeof createAppRouter>;
