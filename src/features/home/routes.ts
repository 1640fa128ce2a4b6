import { PATHS, type PageRoute } from '../../paths';
import { loadTexts } from '../../i18n/i18n';

export const homeRoutes: PageRoute[] = [
  {
    path: PATHS.home,
    // The page's texts (its own catalog) beside its code.
    lazy: async () => {
      const [{ HomePage }] = await Promise.all([import('./HomePage'), loadTexts('home')]);
      return { Component: HomePage };
    },
  },
];
