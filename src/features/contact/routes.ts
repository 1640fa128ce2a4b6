import { PATHS, type PageRoute } from '../../paths';
import { loadTexts } from '../../i18n/i18n';

export const contactRoutes: PageRoute[] = [
  {
    path: PATHS.contact,
    // The page's texts (its own catalog) beside its code.
    lazy: async () => {
      const [{ ContactPage }] = await Promise.all([import('./ContactPage'), loadTexts('contact')]);
      return { Component: ContactPage };
    },
  },
];
