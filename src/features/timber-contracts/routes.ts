import { PATHS, type PageRoute } from '../../paths';
import { loadTexts } from '../../i18n/i18n';

/** The list page with its own texts (a small catalog: /timberContract's size budget), loaded beside its code. */
const withListTexts = async <T>(page: Promise<T>): Promise<T> => {
  const [loaded] = await Promise.all([page, loadTexts('timber-contracts')]);
  return loaded;
};

/** A contract's page with the texts of the feature's pages, loaded beside its code. */
const withTexts = async <T>(page: Promise<T>): Promise<T> => {
  const [loaded] = await Promise.all([page, loadTexts('timber-contract-pages')]);
  return loaded;
};

export const timberContractRoutes: PageRoute[] = [
  {
    path: PATHS.contracts,
    requires: 'readContracts',
    lazy: async () => ({ Component: (await withListTexts(import('./ContractListPage'))).ContractListPage }),
    prefetch: async (queryClient, accountId) => {
      const { contractListQuery } = await import('../../api/accountQueries');
      await queryClient.query(contractListQuery(accountId));
    },
  },
  {
    path: PATHS.signContract,
    requires: 'signContract',
    lazy: async () => ({ Component: (await withTexts(import('./SignContractPage'))).SignContractPage }),
  },
  {
    path: PATHS.readyForPickup,
    requires: 'reportReadyForPickup',
    lazy: async () => ({ Component: (await withTexts(import('./ReadyForPickupPage'))).ReadyForPickupPage }),
  },
  {
    path: PATHS.environmentalReportPrivate,
    requires: 'reportEnvironment',
    lazy: async () => ({
      Component: (await withTexts(import('./EnvironmentalReportPage'))).EnvironmentalReportPrivatePage,
    }),
  },
  {
    path: PATHS.environmentalReportOperation,
    requires: 'reportEnvironment',
    lazy: async () => ({
      Component: (await withTexts(import('./EnvironmentalReportPage'))).EnvironmentalReportOperationPage,
    }),
  },
  {
    path: PATHS.measuringNotes,
    requires: 'readContracts',
    lazy: async () => ({ Component: (await withTexts(import('./MeasuringNotesPage'))).MeasuringNotesPage }),
  },
  {
    path: PATHS.contractFiles,
    requires: 'readContracts',
    lazy: async () => ({ Component: (await withTexts(import('./ContractFilesPage'))).ContractFilesPage }),
  },
];
