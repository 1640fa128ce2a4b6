import { PATHS, type PageRoute } from '../../paths';

export const ideaBankRoutes: PageRoute[] = [
  {
    path: PATHS.ideaBank,
    requires: 'readIdeaBank',
    lazy: async () => ({ Component: (await import('./IdeaBankPage')).IdeaBankPage }),
  },
  {
    path: PATHS.registerArrangement,
    requires: 'manageIdeaBank',
    lazy: async () => ({ Component: (await import('./RegisterArrangementPage')).RegisterArrangementPage }),
  },
];
