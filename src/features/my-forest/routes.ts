import { PATHS, type PageRoute } from '../../paths';

export const myForestRoutes: PageRoute[] = [
  {
    path: PATHS.myForest,
    // The page is the account's contracts on its properties: whoever may read the contracts.
    requires: 'readContracts',
    lazy: async () => ({ Component: (await import('./MyForestPage')).MyForestPage }),
  },
];
