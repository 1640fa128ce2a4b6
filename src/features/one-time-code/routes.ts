import { PATHS, type PageRoute } from '../../paths';
import { loadTexts } from '../../i18n/i18n';
import { ONE_TIME_CODE_TEXTS } from './texts';

export const oneTimeCodeRoutes: PageRoute[] = [
  {
    path: PATHS.oneTimeCode,
    requires: 'useOneTimeCode',
    // The page's texts (its own catalog) beside its code.
    lazy: async () => {
      const [{ OneTimeCodePage }] = await Promise.all([
        import('./OneTimeCodePage'),
        loadTexts('one-time-code', ONE_TIME_CODE_TEXTS),
      ]);
      return { Component: OneTimeCodePage };
    },
  },
];
