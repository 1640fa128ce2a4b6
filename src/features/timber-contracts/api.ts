import { queryOptions } from '@tanstack/react-query';
import {
  getContractDocumentContent,
  getContractDocuments,
  getForestOperationResultReport,
} from '../../api/generated/endpoints/contracts/contracts';
import { getTimberLot } from '../../api/generated/endpoints/contract-details/contract-details';
import {
  getMeasuringNoteReport,
  getMeasuringNotes,
} from '../../api/generated/endpoints/measuring-notes/measuring-notes';
import { getEnvironmentalConsiderations } from '../../api/generated/endpoints/considerations/considerations';
import {
  getTimberSettlementReport,
  getTimberSettlementsForContract,
} from '../../api/generated/endpoints/reports-and-economy/reports-and-economy';
import { accountKeys } from '../../api/accountQueries';

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
