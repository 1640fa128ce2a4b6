import { PATHS, type PageRoute } from '../../paths';
import { loadTexts } from '../../i18n/i18n';

export const myForestRoutes: PageRoute[] = [
  {
    path: PATHS.myForest,
    // The page is the account's contracts on its properties: whoever may read the contracts.
    requires: 'readContracts',
    // The page's texts (its own catalog) beside its code.
    lazy: async () => {
      const [{ MyForestPage }] = await Promise.all([import('./MyForestPage'), loadTexts('my-forest')]);
      return { Component: MyForestPage };
    },
  },
];
