import { PATHS, type PageRoute } from '../../paths';
import { loadTexts } from '../../i18n/i18n';
import { whyFormsWereParked } from '../../session/formMemory';

/** A later step's page, with the steps' texts beside its code. */
const withTexts = async <T>(page: Promise<T>): Promise<T> => {
  const [loaded] = await Promise.all([page, loadTexts('sign-in-steps')]);
  return loaded;
};

/**
 * Why the person was signed out, when they were: its texts only then (SignedOutNotice.tsx), so the sign-in page
 * neither waits for them nor has them preloaded: config/route-preloads.ts preloads the areas a route names with
 * a literal (`loadTexts('…')`), and this one is named by a constant.
 */
const SIGNED_OUT = 'signed-out';
const signedOutTexts = (): Promise<void> | null => (whyFormsWereParked() ? loadTexts(SIGNED_OUT) : null);

export const loginRoutes: PageRoute[] = [
  {
    path: PATHS.signIn,
    public: true,
    fetchesNothing: true,
    lazy: async () => {
      const [page] = await Promise.all([import('./LoginPage'), signedOutTexts()]);
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
