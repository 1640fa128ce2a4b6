import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getContractDocumentContent,
  getContractDocuments,
  getForestOperationResultReport,
  signContract,
  updateContract,
  updateContractStatus,
} from '../../api/generated/endpoints/contracts/contracts';
import {
  getContractDetails,
  getTimberLot,
  updateTimberLot,
} from '../../api/generated/endpoints/contract-details/contract-details';
import {
  getMeasuringNoteReport,
  getMeasuringNotes,
} from '../../api/generated/endpoints/measuring-notes/measuring-notes';
import {
  getEnvironmentalConsiderations,
  saveEnvironmentalConsiderations,
} from '../../api/generated/endpoints/considerations/considerations';
import {
  getTimberSettlementReport,
  getTimberSettlementsForContract,
} from '../../api/generated/endpoints/reports-and-economy/reports-and-economy';
import type {
  Contract,
  ContractStatusUpdate,
  EnvironmentalConsiderations,
  TimberLot,
  TimberLotUpdate,
} from '../../api/generated/model';
import { accountKeys } from '../../api/accountQueries';
import { httpStatusOf } from '../../api/httpStatus';
import { TRACK_REPAIR } from '../../domain/codeSets';
import type { MutationCallbacks } from '../../api/mutationCallbacks';

export { contractListQuery } from '../../api/accountQueries';

/**
 * The timber-contract feature's queries. Every key starts with the active account, so switching account
 * drops all of them at once (['account', accountId, ...]).
 */
export const contractKeys = {
  all: accountKeys.contracts,
  list: accountKeys.contractList,
  contract: (accountId: string, contractId: string) => [...contractKeys.all(accountId), contractId] as const,
  timberLot: (accountId: string, contractId: string) =>
    [...contractKeys.contract(accountId, contractId), 'timberLot'] as const,
  lines: (accountId: string, contractId: string) =>
    [...contractKeys.contract(accountId, contractId), 'lines'] as const,
  documents: (accountId: string, contractId: string) =>
    [...contractKeys.contract(accountId, contractId), 'documents'] as const,
  document: (accountId: string, contractId: string, name: string) =>
    [...contractKeys.documents(accountId, contractId), name] as const,
  measuringNotes: (accountId: string, contractId: string) =>
    [...contractKeys.contract(accountId, contractId), 'measuringNotes'] as const,
  measuringNoteReport: (accountId: string, measuringNoteId: string) =>
    [...contractKeys.all(accountId), 'measuringNoteReport', measuringNoteId] as const,
  settlements: (accountId: string, contractId: string) =>
    [...contractKeys.contract(accountId, contractId), 'settlements'] as const,
  settlementReport: (accountId: string, settlementId: string) =>
    [...contractKeys.all(accountId), 'settlementReport', settlementId] as const,
  resultReport: (accountId: string, contractId: string) =>
    [...contractKeys.contract(accountId, contractId), 'resultReport'] as const,
  considerations: (accountId: string, contractId: string, privateOperation: boolean) =>
    [...contractKeys.contract(accountId, contractId), 'considerations', privateOperation] as const,
};

export const timberLotQuery = (accountId: string, contractId: string) =>
  queryOptions({
    queryKey: contractKeys.timberLot(accountId, contractId),
    queryFn: ({ signal }) => getTimberLot(contractId, undefined, signal),
  });

/** The contract's lines (assortment, agreed volume and price): the key terms above 'Signer avtalen'. */
export const contractLinesQuery = (accountId: string, contractId: string) =>
  queryOptions({
    queryKey: contractKeys.lines(accountId, contractId),
    queryFn: ({ signal }) => getContractDetails(contractId, undefined, signal),
  });

export const contractDocumentsQuery = (accountId: string, contractId: string) =>
  queryOptions({
    queryKey: contractKeys.documents(accountId, contractId),
    queryFn: ({ signal }) => getContractDocuments(contractId, undefined, signal),
  });

export const contractDocumentContentQuery = (accountId: string, contractId: string, name: string) =>
  queryOptions({
    queryKey: contractKeys.document(accountId, contractId, name),
    // The generated client encodes the file name, so '#', '?' or '/' in it cannot end the path.
    queryFn: ({ signal }) => getContractDocumentContent(contractId, name, undefined, signal),
  });

export const measuringNotesQuery = (accountId: string, contractId: string) =>
  queryOptions({
    queryKey: contractKeys.measuringNotes(accountId, contractId),
    queryFn: ({ signal }) => getMeasuringNotes(contractId, undefined, signal),
  });

export const measuringNoteReportQuery = (accountId: string, measuringNoteId: string) =>
  queryOptions({
    queryKey: contractKeys.measuringNoteReport(accountId, measuringNoteId),
    queryFn: ({ signal }) => getMeasuringNoteReport(measuringNoteId, undefined, signal),
  });

export const settlementsQuery = (accountId: string, contractId: string) =>
  queryOptions({
    queryKey: contractKeys.settlements(accountId, contractId),
    queryFn: ({ signal }) => getTimberSettlementsForContract(contractId, undefined, signal),
  });

export const settlementReportQuery = (accountId: string, settlementId: string) =>
  queryOptions({
    queryKey: contractKeys.settlementReport(accountId, settlementId),
    queryFn: ({ signal }) => getTimberSettlementReport(settlementId, undefined, signal),
  });

export const resultReportQuery = (accountId: string, contractId: string) =>
  queryOptions({
    queryKey: contractKeys.resultReport(accountId, contractId),
    queryFn: ({ signal }) => getForestOperationResultReport(contractId, undefined, signal),
  });

export const considerationsQuery = (accountId: string, contractId: string, privateOperation: boolean) =>
  queryOptions({
    queryKey: contractKeys.considerations(accountId, contractId, privateOperation),
    queryFn: ({ signal }) => getEnvironmentalConsiderations(contractId, privateOperation, undefined, signal),
  });

/** The contract list with `saved` in place of the contract it replaces. */
function useReplaceInContractList(accountId: string) {
  const queryClient = useQueryClient();
  return (saved: Contract) => {
    queryClient.setQueryData(contractKeys.list(accountId), (old: Contract[] | undefined) =>
      old?.map((item) => (item.contractId === saved.contractId ? saved : item)),
    );
  };
}

/** PUT /contracts with the track repair done; the saved contract replaces the listed one. */
export function useConfirmTrackRepair(accountId: string, callbacks: MutationCallbacks<Contract, Contract>) {
  const replace = useReplaceInContractList(accountId);
  return useMutation({
    mutationFn: (contract: Contract) => updateContract({ ...contract, statusOppussing: TRACK_REPAIR.done }),
    onSuccess: (saved, contract) => {
      replace(saved);
      callbacks.onSuccess?.(saved, contract);
    },
    onError: (error, contract) => callbacks.onError?.(error, contract),
  });
}

/** PUT /contracts/sign for the contact; the signed contract replaces the listed one. */
export function useSignContract(
  accountId: string,
  contractId: string,
  contactId: string,
  callbacks: MutationCallbacks<Contract>,
) {
  const replace = useReplaceInContractList(accountId);
  return useMutation({
    mutationFn: () => signContract({ contractId, signedByContactId: contactId }),
    onSuccess: (signed) => {
      replace(signed);
      callbacks.onSuccess?.(signed);
    },
    onError: (error) => callbacks.onError?.(error),
  });
}

/**
 * POST /considerations: the environmental report. On success, and on 409 (sent already, from another tab or
 * device), the contract list and the report are fetched again, so the page shows the sent one.
 */
export function useSaveConsiderations(
  accountId: string,
  contractId: string,
  privateOperation: boolean,
  callbacks: MutationCallbacks<EnvironmentalConsiderations, EnvironmentalConsiderations>,
) {
  const queryClient = useQueryClient();
  const invalidate = () => {
    void queryClient.invalidateQueries({ queryKey: contractKeys.list(accountId) });
    void queryClient.invalidateQueries({
      queryKey: contractKeys.considerations(accountId, contractId, privateOperation),
    });
  };
  return useMutation({
    mutationFn: (body: EnvironmentalConsiderations) => saveEnvironmentalConsiderations(body),
    onSuccess: (saved, body) => {
      invalidate();
      callbacks.onSuccess?.(saved, body);
    },
    onError: (error, body) => {
      if (httpStatusOf(error) === 409) invalidate();
      callbacks.onError?.(error, body);
    },
  });
}

/**
 * PUT /contract-details/timberLot: an assortment reported ready for pickup. The answer replaces the assortment in the cached lot
 * at once; the refetch reconciles with whatever else changed on the server.
 */
export function useUpdateTimberLot(accountId: string, contractId: string) {
  const queryClient = useQueryClient();
  const lotKey = timberLotQuery(accountId, contractId).queryKey;
  return useMutation({
    mutationFn: (body: TimberLotUpdate) => updateTimberLot(body),
    onSuccess: (updated) => {
      queryClient.setQueryData<TimberLot>(lotKey, (lot) =>
        lot
          ? { ...lot, assortments: lot.assortments.map((item) => (item.id === updated.id ? updated : item)) }
          : lot,
      );
      void queryClient.invalidateQueries({ queryKey: lotKey });
    },
  });
}

/** PUT /contracts/status (e.g. the operation finished); the contract list is fetched again. */
export function useUpdateContractStatus(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractStatusUpdate) => updateContractStatus(body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contractKeys.list(accountId) });
    },
  });
}
