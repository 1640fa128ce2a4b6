import { PATHS, type PageRoute } from '../../paths';
import { loadTexts } from '../../i18n/i18n';
import { CONTACT_TEXTS } from './texts';

export const contactRoutes: PageRoute[] = [
  {
    path: PATHS.contact,
    // The page's texts (its own catalog) beside its code.
    lazy: async () => {
      const [{ ContactPage }] = await Promise.all([
        import('./ContactPage'),
        loadTexts('contact', CONTACT_TEXTS),
      ]);
      return { Component: ContactPage };
    },
  },
];
