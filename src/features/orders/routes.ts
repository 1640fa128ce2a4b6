import { PATHS, type PageRoute } from '../../paths';

export const ordersRoutes: PageRoute[] = [
  {
    path: PATHS.orders,
    requires: 'readOrders',
    lazy: async () => ({ Component: (await import('./OrdersPage')).OrdersPage }),
  },
  {
    path: PATHS.plantOrder,
    requires: 'order',
    lazy: async () => ({ Component: (await import('./PlantOrderPage')).PlantOrderPage }),
  },
];
