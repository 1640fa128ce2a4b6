import { PATHS, type PageRoute } from '../../paths';

export const planOrderRoutes: PageRoute[] = [
  {
    path: PATHS.planOrderByCode,
    public: true,
    lazy: async () => ({ Component: (await import('./PlanOrderByCodePage')).PlanOrderByCodePage }),
  },
  {
    path: PATHS.planOrder,
    requires: 'order',
    lazy: async () => ({ Component: (await import('./ChooseMunicipalityPage')).ChooseMunicipalityPage }),
  },
];
