import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorContent, RouteErrorPage } from './RouteErrorPage';
import { PublicLayout } from './layouts/PublicLayout';
import { requires } from './routePermissions';
import { loadQueryClient } from '../api/queryClientLoader';

/**
 * The signed-in layout's pages. A page that fails (throws while rendering, or its chunk does not load) shows
 * 'Noe gikk galt' in the layout's main area, so header, menu and 'Logg ut' stay; an error in the layout
 * itself reaches the top-level RouteErrorPage.
 */
export const insideLayout = (pages: RouteObject[]): RouteObject => ({
  errorElement: <RouteErrorContent />,
  children: pages,
});

/**
 * Routes that fetch: they render once the query client is loaded, which starts with their own code (React
 * Router loads a match's lazy routes together). The sign-in page is outside: it fetches nothing.
 */
const withQueryClient = (children: RouteObject[]): RouteObject => ({
  lazy: async () => {
    await loadQueryClient();
    return {};
  },
  children,
});

/**
 * The route table: the only place that composes features. Every page is its own chunk. Made as the entry
 * starts, so the chunks of the address's routes load beside the configuration, not after it.
 */
export const createAppRouter = () =>
  createBrowserRouter([
    {
      errorElement: <RouteErrorPage />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            {
              path: '/login/bankId',
              lazy: async () => ({ Component: (await import('../features/login/LoginPage')).LoginPage }),
            },
            withQueryClient([
              {
                path: '/login/callback',
                lazy: async () => ({
                  Component: (await import('../features/login/CallbackPage')).CallbackPage,
                }),
              },
              {
                path: '/login/roleSelection',
                lazy: async () => ({
                  Component: (await import('../features/login/RoleSelectionPage')).RoleSelectionPage,
                }),
              },
              {
                path: '/login/ForestOwnerRegistration/registrationForm',
                lazy: async () => ({
                  Component: (await import('../features/registration/ForestOwnerRegistrationPage'))
                    .ForestOwnerRegistrationPage,
                }),
              },
              {
                path: '/login/userRegistration',
                lazy: async () => ({
                  Component: (await import('../features/registration/UserRegistrationPage'))
                    .UserRegistrationPage,
                }),
              },
              {
                path: '/login/no-user',
                lazy: async () => ({ Component: (await import('../features/login/NoUserPage')).NoUserPage }),
              },
              {
                path: '/login/planbestilling',
                lazy: async () => ({
                  Component: (await import('../features/plan-order/PlanOrderByCodePage')).PlanOrderByCodePage,
                }),
              },
            ]),
          ],
        },
        withQueryClient([
          {
            lazy: async () => ({ Component: (await import('./RequireAuth')).RequireAuth }),
            children: [
              {
                lazy: async () => ({
                  Component: (await import('./layouts/AuthenticatedLayout')).AuthenticatedLayout,
                }),
                children: [
                  insideLayout([
                    {
                      index: true,
                      lazy: async () => ({ Component: (await import('../features/home/HomePage')).HomePage }),
                    },
                    {
                      path: '/contact',
                      lazy: async () => ({
                        Component: (await import('../features/contact/ContactPage')).ContactPage,
                      }),
                    },
                    {
                      path: '/profile',
                      lazy: async () => ({
                        Component: (await import('../features/profile/ProfilePage')).ProfilePage,
                      }),
                    },
                    {
                      path: '/profile/accesses',
                      lazy: async () => ({
                        Component: (await import('../features/profile/AccessesPage')).AccessesPage,
                      }),
                    },
                    {
                      path: '/profile/contact',
                      lazy: async () => ({
                        Component: (await import('../features/profile/ContactInfoPage')).ContactInfoPage,
                      }),
                    },
                    {
                      path: '/profile/account',
                      ...requires('/profile/account'),
                      lazy: async () => ({
                        Component: (await import('../features/profile/AccountInfoPage')).AccountInfoPage,
                      }),
                    },
                    {
                      path: '/oneTimeCode',
                      ...requires('/oneTimeCode'),
                      lazy: async () => ({
                        Component: (await import('../features/one-time-code/OneTimeCodePage'))
                          .OneTimeCodePage,
                      }),
                    },
                    {
                      path: '/accountant',
                      ...requires('/accountant'),
                      lazy: async () => ({
                        Component: (await import('../features/economics/AccountantPage')).AccountantPage,
                      }),
                    },
                    {
                      path: '/economics',
                      ...requires('/economics'),
                      lazy: async () => ({
                        Component: (await import('../features/economics/EconomicsPage')).EconomicsPage,
                      }),
                    },
                    {
                      path: '/timberRegistration',
                      ...requires('/timberRegistration'),
                      lazy: async () => ({
                        Component: (await import('../features/timber-registration/TimberRegistrationPage'))
                          .TimberRegistrationPage,
                      }),
                    },
                    {
                      path: '/timberContract',
                      ...requires('/timberContract'),
                      lazy: async () => ({
                        Component: (await import('../features/timber-contracts/ContractListPage'))
                          .ContractListPage,
                      }),
                    },
                    {
                      path: '/timberContract/signContract',
                      ...requires('/timberContract/signContract'),
                      lazy: async () => ({
                        Component: (await import('../features/timber-contracts/SignContractPage'))
                          .SignContractPage,
                      }),
                    },
                    {
                      path: '/timberContract/readyForPickup',
                      ...requires('/timberContract/readyForPickup'),
                      lazy: async () => ({
                        Component: (await import('../features/timber-contracts/ReadyForPickupPage'))
                          .ReadyForPickupPage,
                      }),
                    },
                    {
                      path: '/timberContract/envReportPrivate',
                      ...requires('/timberContract/envReportPrivate'),
                      lazy: async () => ({
                        Component: (await import('../features/timber-contracts/EnvironmentalReportPage'))
                          .EnvironmentalReportPrivatePage,
                      }),
                    },
                    {
                      path: '/timberContract/envReportAToperation',
                      ...requires('/timberContract/envReportAToperation'),
                      lazy: async () => ({
                        Component: (await import('../features/timber-contracts/EnvironmentalReportPage'))
                          .EnvironmentalReportOperationPage,
                      }),
                    },
                    {
                      path: '/timberContract/measuringNotes',
                      ...requires('/timberContract/measuringNotes'),
                      lazy: async () => ({
                        Component: (await import('../features/timber-contracts/MeasuringNotesPage'))
                          .MeasuringNotesPage,
                      }),
                    },
                    {
                      path: '/timberContract/contractFiles',
                      ...requires('/timberContract/contractFiles'),
                      lazy: async () => ({
                        Component: (await import('../features/timber-contracts/ContractFilesPage'))
                          .ContractFilesPage,
                      }),
                    },
                    {
                      path: '/orders',
                      ...requires('/orders'),
                      lazy: async () => ({
                        Component: (await import('../features/orders/OrdersPage')).OrdersPage,
                      }),
                    },
                    {
                      path: '/orders/selectProperty',
                      ...requires('/orders/selectProperty'),
                      lazy: async () => ({
                        Component: (await import('../features/orders/PlantOrderPage')).PlantOrderPage,
                      }),
                    },
                    {
                      path: '/priceCalculator',
                      ...requires('/priceCalculator'),
                      lazy: async () => ({
                        Component: (await import('../features/price-calculator/PriceCalculatorPage'))
                          .PriceCalculatorPage,
                      }),
                    },
                    {
                      path: '/planDataOrder/ChooseMunicipality',
                      ...requires('/planDataOrder/ChooseMunicipality'),
                      lazy: async () => ({
                        Component: (await import('../features/plan-order/ChooseMunicipalityPage'))
                          .ChooseMunicipalityPage,
                      }),
                    },
                    {
                      path: '/ideaBank',
                      ...requires('/ideaBank'),
                      lazy: async () => ({
                        Component: (await import('../features/idea-bank/IdeaBankPage')).IdeaBankPage,
                      }),
                    },
                    {
                      path: '/ideaBank/registerArrangement',
                      ...requires('/ideaBank/registerArrangement'),
                      lazy: async () => ({
                        Component: (await import('../features/idea-bank/RegisterArrangementPage'))
                          .RegisterArrangementPage,
                      }),
                    },
                    {
                      path: '*',
                      lazy: async () => ({ Component: (await import('./NotFoundPage')).NotFoundPage }),
                    },
                  ]),
                ],
              },
            ],
          },
        ]),
      ],
    },
  ]);

export type AppRouter = ReturnType<typeof createAppRouter>;
