import { PATHS, type PageRoute } from '../../paths';
import { loadTexts } from '../../i18n/i18n';

/** A profile page, with the profile's texts beside its code. */
const withTexts = async <T>(page: Promise<T>): Promise<T> => {
  const [loaded] = await Promise.all([page, loadTexts('profile')]);
  return loaded;
};

export const profileRoutes: PageRoute[] = [
  {
    path: PATHS.profile,
    lazy: async () => ({ Component: (await withTexts(import('./ProfilePage'))).ProfilePage }),
  },
  {
    path: PATHS.accesses,
    lazy: async () => ({ Component: (await withTexts(import('./AccessesPage'))).AccessesPage }),
  },
  {
    path: PATHS.contactInfo,
    lazy: async () => ({ Component: (await withTexts(import('./ContactInfoPage'))).ContactInfoPage }),
  },
  {
    path: PATHS.accountInfo,
    requires: 'readAccount',
    lazy: async () => ({ Component: (await withTexts(import('./AccountInfoPage'))).AccountInfoPage }),
  },
];
