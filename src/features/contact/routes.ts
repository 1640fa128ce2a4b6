import { PATHS, type PageRoute } from '../../paths';

export const contactRoutes: PageRoute[] = [
  {
    path: PATHS.contact,
    lazy: async () => ({ Component: (await import('./ContactPage')).ContactPage }),
  },
];
