import { PATHS, type PageRoute } from '../../paths';
import { loadTexts } from '../../i18n/i18n';
import { ORDERS_TEXTS } from './texts';

export const ordersRoutes: PageRoute[] = [
  {
    path: PATHS.orders,
    requires: 'readOrders',
    // Each page's texts (the area's catalog) beside its code.
    lazy: async () => {
      const [{ OrdersPage }] = await Promise.all([import('./OrdersPage'), loadTexts('orders', ORDERS_TEXTS)]);
      return { Component: OrdersPage };
    },
  },
  {
    path: PATHS.plantOrder,
    requires: 'order',
    lazy: async () => {
      const [{ PlantOrderPage }] = await Promise.all([
        import('./PlantOrderPage'),
        loadTexts('orders', ORDERS_TEXTS),
      ]);
      return { Component: PlantOrderPage };
    },
  },
];
