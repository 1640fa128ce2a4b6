import { PATHS, type PageRoute } from '../../paths';
import { loadTexts } from '../../i18n/i18n';

export const priceCalculatorRoutes: PageRoute[] = [
  {
    path: PATHS.priceCalculator,
    requires: 'readContracts',
    // The page's texts (its own catalog) beside its code.
    lazy: async () => {
      const [{ PriceCalculatorPage }] = await Promise.all([
        import('./PriceCalculatorPage'),
        loadTexts('price-calculator'),
      ]);
      return { Component: PriceCalculatorPage };
    },
  },
];
