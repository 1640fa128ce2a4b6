import { PATHS, type PageRoute } from '../../paths';
import { loadTexts } from '../../i18n/i18n';
import { REGISTRATION_TEXTS } from './texts';

/** A page's code with the pages' texts (their own catalog), loaded side by side. */
async function withTexts<Page>(page: Promise<Page>): Promise<Page> {
  const [loaded] = await Promise.all([page, loadTexts('registration', REGISTRATION_TEXTS)]);
  return loaded;
}

export const registrationRoutes: PageRoute[] = [
  {
    path: PATHS.forestOwnerRegistration,
    public: true,
    lazy: async () => ({
      Component: (await withTexts(import('./ForestOwnerRegistrationPage'))).ForestOwnerRegistrationPage,
    }),
  },
  {
    path: PATHS.userRegistration,
    public: true,
    lazy: async () => ({
      Component: (await withTexts(import('./UserRegistrationPage'))).UserRegistrationPage,
    }),
  },
];
