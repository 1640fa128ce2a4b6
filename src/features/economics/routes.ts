import { PATHS, type PageRoute } from '../../paths';

export const economicsRoutes: PageRoute[] = [
  {
    path: PATHS.accountant,
    requires: 'readClientList',
    lazy: async () => ({ Component: (await import('./AccountantPage')).AccountantPage }),
  },
  {
    path: PATHS.economics,
    requires: 'readEconomics',
    lazy: async () => ({ Component: (await import('./EconomicsPage')).EconomicsPage }),
  },
];
