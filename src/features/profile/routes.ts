import { PATHS, type PageRoute } from '../../paths';

export const profileRoutes: PageRoute[] = [
  {
    path: PATHS.profile,
    lazy: async () => ({ Component: (await import('./ProfilePage')).ProfilePage }),
  },
  {
    path: PATHS.accesses,
    lazy: async () => ({ Component: (await import('./AccessesPage')).AccessesPage }),
  },
  {
    path: PATHS.contactInfo,
    lazy: async () => ({ Component: (await import('./ContactInfoPage')).ContactInfoPage }),
  },
  {
    path: PATHS.accountInfo,
    requires: 'readAccount',
    lazy: async () => ({ Component: (await import('./AccountInfoPage')).AccountInfoPage }),
  },
];
