import { PATHS, type PageRoute } from '../../paths';
import { loadTexts } from '../../i18n/i18n';
import { whyFormsWereParked } from '../../session/formMemory';

/** A later step's page, with the steps' texts beside its code. */
const withTexts = async <T>(page: Promise<T>): Promise<T> => {
  const [loaded] = await Promise.all([page, loadTexts('sign-in-steps')]);
  return loaded;
};

export const loginRoutes: PageRoute[] = [
  {
    path: PATHS.signIn,
    public: true,
    fetchesNothing: true,
    // Why the person was signed out, when they were: its texts only then (SignedOutNotice.tsx).
    lazy: async () => {
      const [page] = await Promise.all([
        import('./LoginPage'),
        whyFormsWereParked() ? loadTexts('signed-out') : null,
      ]);
      return { Component: page.LoginPage };
    },
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
