import { HttpResponse } from 'msw';
import type { Account, Report, TimberSettlement } from '../../../src/api/generated/model/index.ts';
import type { OperationId } from '../../../src/api/operationTable.ts';
import { apiError } from '../apiError.ts';
import { pdfBase64 } from '../pdf.ts';
import type { RouteKit } from '../route.ts';
import type { SandboxStore } from '../store.ts';
import { annualReportOf, type AnnualReportKind } from './seed.ts';

/** The settlements of an account's contracts, newest first, each with its contract's number. */
export function settlementsOfAccount(store: SandboxStore, accountId: string): TimberSettlement[] {
  return [...store.timberSettlements.entries()]
    .flatMap(([contractId, settlements]) => {
      const contract = store.contracts.get(contractId);
      return contract?.accountId === accountId
        ? settlements.map((item) => ({ ...item, contractNumber: contract.contractNumber }))
        : [];
    })
    .sort((a, b) => b.date.localeCompare(a.date) || b.settlementNumber.localeCompare(a.settlementNumber));
}

/**
 * What an accountant sees of a client in the list: who the client is, not how to reach them or where money
 * goes (the accountant's access to a client is economics only).
 */
const clientEntry = (account: Account): Account => ({
  id: account.id,
  name: account.name,
  organizationNumber: account.organizationNumber ?? null,
  accountRole: account.accountRole,
  isMember: account.isMember,
});

/**
 * Økonomi: an account's settlements and their PDFs (a credit note as such), the annual reports per accounting
 * year, and an accountant's client list.
 */
export function economicsHandlers({ route }: RouteKit) {
  const annual = (operationId: OperationId, kind: AnnualReportKind) =>
    route<{ id: string; year: string }>(operationId, ({ params, store }) => {
      if (!/^\d{4}$/.test(params.year)) return apiError(400, 'Regnskapsåret må være et årstall');
      const report = annualReportOf(store, params.id, kind, Number(params.year));
      return report
        ? HttpResponse.json<Report>(report)
        : apiError(404, `Ingen rapport for ${params.year} ennå`);
    });

  return [
    annual('getAnnualTimberSettlementReport', 'annualTimberSettlement'),
    annual('getAnnualStatementReport', 'annualStatement'),
    annual('getDividendReport', 'dividend'),
    annual('getShareholderReport', 'shareholder'),

    route<{ id: string }>('getTimberSettlementsForAccount', ({ params, store }) =>
      HttpResponse.json<TimberSettlement[]>(settlementsOfAccount(store, params.id)),
    ),

    route<{ id: string; flag: string }>('getSettlementReport', ({ params, store }) => {
      const settlement = [...store.timberSettlements.values()].flat().find((item) => item.id === params.id);
      if (!settlement || String(settlement.isCreditNote) !== params.flag) {
        return apiError(404, settlement?.isCreditNote ? 'Fant ikke kreditnotaen' : 'Fant ikke oppgjøret');
      }
      const contract = store.contracts.get(settlement.contractId);
      const title = `${settlement.isCreditNote ? 'Kreditnota' : 'Tømmeroppgjør'} ${settlement.settlementNumber}`;
      return HttpResponse.json<Report>({
        name: `${title}.pdf`,
        fileContent: pdfBase64(title, [
          `Kontrakt: ${contract?.contractNumber ?? settlement.contractId}`,
          `Dato: ${settlement.date}`,
          ...settlement.lines.map(
            (line) =>
              `${line.assortmentName}: ${String(line.volume).replace('.', ',')} m3, ${String(line.amount)} kr`,
          ),
          `Sum: ${String(settlement.amount)} kr`,
        ]),
        year: Number(settlement.date.slice(0, 4)),
        createdDate: `${settlement.date}T08:00:00.000Z`,
      });
    }),

    route<{ id: string }>('getAccountsForAccountant', ({ params, store }) => {
      const clientIds = new Set(
        [...store.people.values()]
          .filter((person) =>
            person.access.some((item) => item.accountId === params.id && item.role === 'ACCOUNTANT'),
          )
          .flatMap((person) => person.clientAccountIds),
      );
      const clients = [...clientIds]
        .map((id) => store.accounts.get(id))
        .filter((account) => account !== undefined)
        .map(clientEntry)
        .sort((a, b) => a.name.localeCompare(b.name, 'nb'));
      return HttpResponse.json<Account[]>(clients);
    }),
  ];
}
