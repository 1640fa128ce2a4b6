import { PATHS, type PageRoute } from '../../paths';

export const homeRoutes: PageRoute[] = [
  {
    path: PATHS.home,
    lazy: async () => ({ Component: (await import('./HomePage')).HomePage }),
  },
];
