import { PATHS, type PageRoute } from '../../paths';

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
    lazy: async () => ({ Component: (await import('./CallbackPage')).CallbackPage }),
  },
  {
    path: PATHS.roleSelection,
    public: true,
    lazy: async () => ({ Component: (await import('./RoleSelectionPage')).RoleSelectionPage }),
  },
  {
    path: PATHS.noUser,
    public: true,
    lazy: async () => ({ Component: (await import('./NoUserPage')).NoUserPage }),
  },
];
