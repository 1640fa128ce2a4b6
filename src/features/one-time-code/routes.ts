import { PATHS, type PageRoute } from '../../paths';

export const oneTimeCodeRoutes: PageRoute[] = [
  {
    path: PATHS.oneTimeCode,
    requires: 'useOneTimeCode',
    lazy: async () => ({ Component: (await import('./OneTimeCodePage')).OneTimeCodePage }),
  },
];
