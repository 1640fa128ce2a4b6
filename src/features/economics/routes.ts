import { PATHS, type PageRoute } from '../../paths';
import { loadTexts } from '../../i18n/i18n';

export const economicsRoutes: PageRoute[] = [
  {
    path: PATHS.accountant,
    requires: 'readClientList',
    // The page's texts (its own catalog) beside its code.
    lazy: async () => {
      const [{ AccountantPage }] = await Promise.all([import('./AccountantPage'), loadTexts('economics')]);
      return { Component: AccountantPage };
    },
  },
  {
    path: PATHS.economics,
    requires: 'readEconomics',
    lazy: async () => {
      const [{ EconomicsPage }] = await Promise.all([import('./EconomicsPage'), loadTexts('economics')]);
      return { Component: EconomicsPage };
    },
  },
];
