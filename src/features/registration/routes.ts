import { PATHS, type PageRoute } from '../../paths';

export const registrationRoutes: PageRoute[] = [
  {
    path: PATHS.forestOwnerRegistration,
    public: true,
    lazy: async () => ({
      Component: (await import('./ForestOwnerRegistrationPage')).ForestOwnerRegistrationPage,
    }),
  },
  {
    path: PATHS.userRegistration,
    public: true,
    lazy: async () => ({ Component: (await import('./UserRegistrationPage')).UserRegistrationPage }),
  },
];
