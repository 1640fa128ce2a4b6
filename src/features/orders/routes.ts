import { PATHS, type PageRoute } from '../../paths';
import { loadTexts } from '../../i18n/i18n';

export const ordersRoutes: PageRoute[] = [
  {
    path: PATHS.orders,
    requires: 'readOrders',
    // Each page's texts (the area's catalog) beside its code.
    lazy: async () => {
      const [{ OrdersPage }] = await Promise.all([import('./OrdersPage'), loadTexts('orders')]);
      return { Component: OrdersPage };
    },
  },
  {
    path: PATHS.plantOrder,
    requires: 'order',
    lazy: async () => {
      const [{ PlantOrderPage }] = await Promise.all([import('./PlantOrderPage'), loadTexts('orders')]);
      return { Component: PlantOrderPage };
    },
  },
];
