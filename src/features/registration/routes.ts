import { PATHS, type PageRoute } from '../../paths';
import { loadTexts } from '../../i18n/i18n';

export const registrationRoutes: PageRoute[] = [
  {
    path: PATHS.forestOwnerRegistration,
    public: true,
    // The page's texts (its own catalog) beside its code.
    lazy: async () => {
      const [{ ForestOwnerRegistrationPage }] = await Promise.all([
        import('./ForestOwnerRegistrationPage'),
        loadTexts('registration'),
      ]);
      return { Component: ForestOwnerRegistrationPage };
    },
  },
  {
    path: PATHS.userRegistration,
    public: true,
    lazy: async () => {
      const [{ UserRegistrationPage }] = await Promise.all([
        import('./UserRegistrationPage'),
        loadTexts('registration'),
      ]);
      return { Component: UserRegistrationPage };
    },
  },
];
