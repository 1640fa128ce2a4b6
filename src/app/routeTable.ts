import { PATHS, type PageRoute } from '../paths';
import { loginRoutes } from '../features/login/routes';
import { registrationRoutes } from '../features/registration/routes';
import { homeRoutes } from '../features/home/routes';
import { contactRoutes } from '../features/contact/routes';
import { profileRoutes } from '../features/profile/routes';
import { oneTimeCodeRoutes } from '../features/one-time-code/routes';
import { economicsRoutes } from '../features/economics/routes';
import { timberRegistrationRoutes } from '../features/timber-registration/routes';
import { timberContractRoutes } from '../features/timber-contracts/routes';
import { myForestRoutes } from '../features/my-forest/routes';
import { ordersRoutes } from '../features/orders/routes';
import { priceCalculatorRoutes } from '../features/price-calculator/routes';
import { planOrderRoutes } from '../features/plan-order/routes';
import { ideaBankRoutes } from '../features/idea-bank/routes';

/**
 * Every page of the portal, as its feature declares it: a new feature adds its line here. Data only, so the
 * route permissions and the fault matrix (in Node) read the same table that src/app/router.tsx lays out.
 */
export const ROUTE_TABLE: readonly PageRoute[] = [
  ...loginRoutes,
  ...registrationRoutes,
  ...homeRoutes,
  ...contactRoutes,
  ...profileRoutes,
  ...oneTimeCodeRoutes,
  ...economicsRoutes,
  ...timberRegistrationRoutes,
  ...timberContractRoutes,
  ...myForestRoutes,
  ...ordersRoutes,
  ...priceCalculatorRoutes,
  ...planOrderRoutes,
  ...ideaBankRoutes,
  {
    path: PATHS.notFound,
    lazy: async () => ({ Component: (await import('./NotFoundPage')).NotFoundPage }),
  },
];
