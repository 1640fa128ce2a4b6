import { PATHS, type PageRoute } from '../../paths';

export const priceCalculatorRoutes: PageRoute[] = [
  {
    path: PATHS.priceCalculator,
    requires: 'readContracts',
    lazy: async () => ({ Component: (await import('./PriceCalculatorPage')).PriceCalculatorPage }),
  },
];
