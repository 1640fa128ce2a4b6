import { PATHS, type PageRoute } from '../../paths';
import { loadTexts } from '../../i18n/i18n';

export const oneTimeCodeRoutes: PageRoute[] = [
  {
    path: PATHS.oneTimeCode,
    requires: 'useOneTimeCode',
    // The page's texts (its own catalog) beside its code.
    lazy: async () => {
      const [{ OneTimeCodePage }] = await Promise.all([
        import('./OneTimeCodePage'),
        loadTexts('one-time-code'),
      ]);
      return { Component: OneTimeCodePage };
    },
  },
];
