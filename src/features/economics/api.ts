import { queryOptions } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { getAccountsForAccountant } from '../../api/generated/endpoints/account/account';
import {
  getAnnualStatementReport,
  getAnnualTimberSettlementReport,
  getDividendReport,
  getSettlementReport,
  getShareholderReport,
  getTimberSettlementsForAccount,
} from '../../api/generated/endpoints/reports-and-economy/reports-and-economy';
import type { Report, TimberSettlement } from '../../api/generated/model';
import { httpStatusOf } from '../../api/httpStatus';

/**
 * Økonomi's queries. Every key starts with the account the person acts for (an owner's own account, or the
 * accountant's firm), then names the account whose economics they are, so switching account drops them all:
 * ['account', activeAccountId, 'economics', accountId, ...].
 */
export const economicsKeys = {
  all: (activeAccountId: string, accountId: string) =>
    ['account', activeAccountId, 'economics', accountId] as const,
  settlements: (activeAccountId: string, accountId: string) =>
    [...economicsKeys.all(activeAccountId, accountId), 'settlements'] as const,
  settlementReport: (activeAccountId: string, accountId: string, settlementId: string) =>
    [...economicsKeys.settlements(activeAccountId, accountId), settlementId, 'report'] as const,
  annualReport: (activeAccountId: string, accountId: string, kind: AnnualReportKind, year: number) =>
    [...economicsKeys.all(activeAccountId, accountId), 'annualReport', kind, year] as const,
  clients: (accountantAccountId: string) => ['account', accountantAccountId, 'clients'] as const,
};

/** The annual reports of spec §7 'Reports and economy', in the order the page shows them. */
export const ANNUAL_REPORTS = [
  {
    kind: 'annualTimberSettlement',
    title: msg`Årsoppgjør tømmer`,
    fetch: getAnnualTimberSettlementReport,
  },
  { kind: 'annualStatement', title: msg`Årsoppgave`, fetch: getAnnualStatementReport },
  { kind: 'dividend', title: msg`Utbytte`, fetch: getDividendReport },
  { kind: 'shareholder', title: msg`Andelseieroppgave`, fetch: getShareholderReport },
] as const;

export type AnnualReportKind = (typeof ANNUAL_REPORTS)[number]['kind'];

export const settlementsQuery = (activeAccountId: string, accountId: string) =>
  queryOptions({
    queryKey: economicsKeys.settlements(activeAccountId, accountId),
    queryFn: ({ signal }) => getTimberSettlementsForAccount(accountId, undefined, signal),
  });

/** A settlement's PDF, or a credit note's (the API tells the two apart by the flag). */
export const settlementReportQuery = (
  activeAccountId: string,
  accountId: string,
  settlement: Pick<TimberSettlement, 'id' | 'isCreditNote'>,
) =>
  queryOptions({
    queryKey: economicsKeys.settlementReport(activeAccountId, accountId, settlement.id),
    queryFn: ({ signal }) => getSettlementReport(settlement.id, settlement.isCreditNote, undefined, signal),
  });

/** An annual report with its content, or null when the account has none for the year (404). */
export const annualReportQuery = (
  activeAccountId: string,
  accountId: string,
  report: (typeof ANNUAL_REPORTS)[number],
  year: number,
) =>
  queryOptions({
    queryKey: economicsKeys.annualReport(activeAccountId, accountId, report.kind, year),
    queryFn: async ({ signal }): Promise<Report | null> => {
      try {
        return await report.fetch(accountId, year, undefined, signal);
      } catch (error) {
        if (httpStatusOf(error) === 404) return null;
        throw error;
      }
    },
  });

/** The client accounts of an accountant's firm. */
export const clientsQuery = (accountantAccountId: string) =>
  queryOptions({
    queryKey: economicsKeys.clients(accountantAccountId),
    queryFn: ({ signal }) => getAccountsForAccountant(accountantAccountId, undefined, signal),
  });
