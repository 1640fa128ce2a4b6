import { PATHS, type PageRoute } from '../../paths';

export const timberContractRoutes: PageRoute[] = [
  {
    path: PATHS.contracts,
    requires: 'readContracts',
    lazy: async () => ({ Component: (await import('./ContractListPage')).ContractListPage }),
    prefetch: async (queryClient, accountId) => {
      const { contractListQuery } = await import('../../api/accountQueries');
      await queryClient.query(contractListQuery(accountId));
    },
  },
  {
    path: PATHS.signContract,
    requires: 'signContract',
    lazy: async () => ({ Component: (await import('./SignContractPage')).SignContractPage }),
  },
  {
    path: PATHS.readyForPickup,
    requires: 'reportReadyForPickup',
    lazy: async () => ({ Component: (await import('./ReadyForPickupPage')).ReadyForPickupPage }),
  },
  {
    path: PATHS.environmentalReportPrivate,
    requires: 'reportEnvironment',
    lazy: async () => ({
      Component: (await import('./EnvironmentalReportPage')).EnvironmentalReportPrivatePage,
    }),
  },
  {
    path: PATHS.environmentalReportOperation,
    requires: 'reportEnvironment',
    lazy: async () => ({
      Component: (await import('./EnvironmentalReportPage')).EnvironmentalReportOperationPage,
    }),
  },
  {
    path: PATHS.measuringNotes,
    requires: 'readContracts',
    lazy: async () => ({ Component: (await import('./MeasuringNotesPage')).MeasuringNotesPage }),
  },
  {
    path: PATHS.contractFiles,
    requires: 'readContracts',
    lazy: async () => ({ Component: (await import('./ContractFilesPage')).ContractFilesPage }),
  },
];
