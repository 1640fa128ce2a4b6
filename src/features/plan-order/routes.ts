import { PATHS, type PageRoute } from '../../paths';
import { loadTexts } from '../../i18n/i18n';

export const planOrderRoutes: PageRoute[] = [
  {
    path: PATHS.planOrderByCode,
    public: true,
    // Each page's texts (the area's catalog) beside its code.
    lazy: async () => {
      const [{ PlanOrderByCodePage }] = await Promise.all([
        import('./PlanOrderByCodePage'),
        loadTexts('plan-order'),
      ]);
      return { Component: PlanOrderByCodePage };
    },
  },
  {
    path: PATHS.planOrder,
    requires: 'order',
    lazy: async () => {
      const [{ ChooseMunicipalityPage }] = await Promise.all([
        import('./ChooseMunicipalityPage'),
        loadTexts('plan-order'),
      ]);
      return { Component: ChooseMunicipalityPage };
    },
  },
];
