import { PATHS, type PageRoute } from '../../paths';
import { loadTexts } from '../../i18n/i18n';

// Each page's texts (the idea bank's catalog) beside its code.
export const ideaBankRoutes: PageRoute[] = [
  {
    path: PATHS.ideaBank,
    requires: 'readIdeaBank',
    lazy: async () => {
      const [{ IdeaBankPage }] = await Promise.all([import('./IdeaBankPage'), loadTexts('idea-bank')]);
      return { Component: IdeaBankPage };
    },
  },
  {
    path: PATHS.registerArrangement,
    requires: 'manageIdeaBank',
    lazy: async () => {
      const [{ RegisterArrangementPage }] = await Promise.all([
        import('./RegisterArrangementPage'),
        loadTexts('idea-bank'),
      ]);
      return { Component: RegisterArrangementPage };
    },
  },
];
