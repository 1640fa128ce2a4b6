import { PATHS, type PageRoute } from '../../paths';
import { loadTexts } from '../../i18n/i18n';
import { SIGN_IN_STEPS_TEXTS } from './texts';

/** A later step's page, with the steps' texts beside its code. */
const withTexts = async <T>(page: Promise<T>): Promise<T> => {
  const [loaded] = await Promise.all([page, loadTexts('sign-in-steps', SIGN_IN_STEPS_TEXTS)]);
  return loaded;
};

export const loginRoutes: PageRoute[] = [
  {
    path: PATHS.signIn,
    public: true,
    fetchesNothing: true,
    lazy: async () => ({ Component: (await import('./LoginPage')).LoginPage }),
  },
  {
    path: PATHS.signInCallback,
    public: true,
    lazy: async () => ({ Component: (await withTexts(import('./CallbackPage'))).CallbackPage }),
  },
  {
    path: PATHS.roleSelection,
    public: true,
    lazy: async () => ({
      Component: (await withTexts(import('./RoleSelectionPage'))).RoleSelectionPage,
    }),
  },
  {
    path: PATHS.noUser,
    public: true,
    lazy: async () => ({ Component: (await withTexts(import('./NoUserPage'))).NoUserPage }),
  },
];
