import { PATHS, type PageRoute } from '../../paths';
import { loadTexts } from '../../i18n/i18n';

export const timberRegistrationRoutes: PageRoute[] = [
  {
    path: PATHS.timberRegistration,
    requires: 'registerTimber',
    // The page's texts (its own catalog) beside its code.
    lazy: async () => {
      const [{ TimberRegistrationPage }] = await Promise.all([
        import('./TimberRegistrationPage'),
        loadTexts('timber-registration'),
      ]);
      return { Component: TimberRegistrationPage };
    },
  },
];
