import { PATHS, type PageRoute } from '../../paths';

export const timberRegistrationRoutes: PageRoute[] = [
  {
    path: PATHS.timberRegistration,
    requires: 'registerTimber',
    lazy: async () => ({ Component: (await import('./TimberRegistrationPage')).TimberRegistrationPage }),
  },
];
