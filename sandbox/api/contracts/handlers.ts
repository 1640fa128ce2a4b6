import { HttpResponse } from 'msw';
import {
  TrackRepairStatus,
  type Assortment,
  type Contract,
  type ContractList,
  type ContractSignature,
  type ContractStatusUpdate,
  type Document,
  type EnvironmentalConsiderations,
  type Report,
  type TimberLot,
  type TimberLotUpdate,
} from '../../../src/api/generated/model/index.ts';
import { may } from '../../../src/domain/permissions.ts';
import { apiError } from '../apiError.ts';
import { pdfBase64 } from '../pdf.ts';
import {
  ALREADY_SENT,
  applyRegistration,
  changedRegistrationFields,
  isDraft,
  markSent,
  readRegistration,
  REGISTERED,
  REGISTRATION_FIELDS,
  registrationFieldsOf,
} from '../registration/rules.ts';
import { audit, readJson, type RouteKit } from '../route.ts';
import type { SandboxStore } from '../store.ts';
import { isOneOf, isRecord } from '../values.ts';
import { readConsiderations } from './considerations.ts';

const isTrackRepairStatus = isOneOf(Object.values(TrackRepairStatus));

/**
 * Timber contracts: the list, signing, ready for pickup, track repair, saving and sending registration drafts,
 * files, notes, reports and environmental reports.
 */
export function contractHandlers({ route, getStore }: RouteKit) {
  /** The contract the gate has already admitted the request for. */
  const contractFor = (store: SandboxStore, contractId: string) => {
    const contract = store.contracts.get(contractId);
    return contract ?? apiError(404, 'Fant ikke kontrakten');
  };

  const contracts = [
    route<{ id: string }>('getContractsForAccount', ({ params, store }) => {
      const list: Contract[] = [...store.contracts.values()].filter((item) => item.accountId === params.id);
      return HttpResponse.json<ContractList>({ contracts: list });
    }),

    route<{ id: string }>('getContract', ({ params, store }) => {
      const found = contractFor(store, params.id);
      return found instanceof Response ? found : HttpResponse.json<Contract>(found);
    }),

    route('signContract', async ({ request, store, person }) => {
      const body = await readJson<ContractSignature>(request);
      if (!body) return apiError(400, 'Ugyldig signering');
      const found = contractFor(store, body.contractId);
      if (found instanceof Response) return found;
      found.signatureState = 1;
      audit(store, 'signContract', person, found.contractId);
      return HttpResponse.json<Contract>(found);
    }),

    route('updateContractStatus', async ({ request, store, person }) => {
      const body = await readJson<ContractStatusUpdate>(request);
      if (!body) return apiError(400, 'Ugyldig statusendring');
      const found = contractFor(store, body.contractId);
      if (found instanceof Response) return found;
      // 'FinishedOperation' is the only update type: the owner reports a private operation finished.
      found.statusReason = 100000002;
      audit(store, 'updateContractStatus', person, found.contractId);
      return HttpResponse.json<Contract>(found);
    }),

    route('updateContract', async ({ request, store, person, party }) => {
      const body = await readJson<unknown>(request);
      if (!isRecord(body) || typeof body.contractId !== 'string') return apiError(400, 'Ugyldig kontrakt');
      const found = contractFor(store, body.contractId);
      if (found instanceof Response) return found;
      const { statusOppussing } = body;
      if ((statusOppussing ?? null) !== null && !isTrackRepairStatus(statusOppussing)) {
        return apiError(400, 'Ugyldig status for sporutbedring');
      }
      // A draft of the registration wizard takes its registration fields here, and is sent by setting
      // timberRegistration to Registered; once sent they are the cooperative's.
      if (changedRegistrationFields(found, body).length > 0) {
        if (!isDraft(found)) return apiError(409, ALREADY_SENT);
        if (!may(party, 'registerTimber')) return apiError(403, 'Du har ikke tilgang til dette');
        const sentFields = Object.fromEntries(
          REGISTRATION_FIELDS.filter((field) => field in body).map((field) => [field, body[field]]),
        );
        const registration = readRegistration(store, found.accountId, {
          ...registrationFieldsOf(found),
          ...sentFields,
        });
        if (typeof registration === 'string') return apiError(400, registration);
        applyRegistration(store, found, registration);
        if (registration.timberRegistration === REGISTERED) markSent(store, found);
      }
      // The portal may change the track-repair status; the rest of a contract is the cooperative's.
      if (isTrackRepairStatus(statusOppussing)) found.statusOppussing = statusOppussing;
      audit(store, 'updateContract', person, found.contractId);
      return HttpResponse.json<Contract>(found);
    }),

    route<{ id: string }>('getContractDocuments', ({ params, store }) => {
      const documents: Document[] = (store.contractDocuments.get(params.id) ?? []).map(
        ({ fileContent: _content, ...listed }) => listed,
      );
      return HttpResponse.json(documents);
    }),

    route<{ id: string; name: string }>('getContractDocumentContent', ({ params, store }) => {
      const document = store.contractDocuments.get(params.id)?.find((item) => item.name === params.name);
      return document ? HttpResponse.json<Document>(document) : apiError(404, 'Fant ikke dokumentet');
    }),

    route<{ id: string }>('getTimberLot', ({ params }) =>
      HttpResponse.json<TimberLot>({
        contractId: params.id,
        assortments: getStore().assortments.get(params.id) ?? [],
      }),
    ),

    route('updateTimberLot', async ({ request, store, person }) => {
      const body = await readJson<TimberLotUpdate>(request);
      if (!body) return apiError(400, 'Ugyldig henteklar-melding');
      const assortment = store.assortments
        .get(body.contractId)
        ?.find((item) => item.id === body.assortmentId);
      if (!assortment) return apiError(404, 'Fant ikke sortimentet');
      // A number, not text: '1.000' must never be read as 1 somewhere on the way.
      if (typeof body.changeVolum !== 'number' || !Number.isFinite(body.changeVolum)) {
        return apiError(400, 'Henteklart volum må være et tall');
      }
      if (!(body.changeVolum >= 1)) return apiError(400, 'Henteklart volum kan ikke være mindre enn 1');
      if (body.changeVolum > assortment.volume * 10) {
        return apiError(400, 'Henteklart volum kan ikke være større enn 10 * kontraktsvolum');
      }
      assortment.reportedVolume += body.changeVolum;
      assortment.changeVolum = body.changeVolum;
      audit(store, 'updateTimberLot', person, body.contractId);
      return HttpResponse.json<Assortment>(assortment);
    }),

    route<{ id: string }>('getMeasuringNotes', ({ params, store }) =>
      HttpResponse.json(store.measuringNotes.get(params.id) ?? []),
    ),

    route<{ id: string }>('getTimberSettlementsForContract', ({ params, store }) =>
      HttpResponse.json(store.timberSettlements.get(params.id) ?? []),
    ),
  ];

  const pdfReport = (name: string, title: string, lines: string[]): Report => ({
    name,
    fileContent: pdfBase64(title, lines),
    year: new Date().getFullYear(),
    createdDate: new Date().toISOString(),
  });

  const reports = [
    route<{ id: string }>('getMeasuringNoteReport', ({ params, store }) => {
      const note = [...store.measuringNotes.values()].flat().find((item) => item.id === params.id);
      const found = note ? contractFor(store, note.contractId) : apiError(404, 'Fant ikke målebrevet');
      if (!note || found instanceof Response) return found as Response;
      return HttpResponse.json(
        pdfReport(`Målebrev ${found.contractNumber}.pdf`, `Målebrev ${found.contractNumber}`, [
          `${note.assortmentName}: ${String(note.volume).replace('.', ',')} m3`,
          `Dato: ${note.date}`,
        ]),
      );
    }),

    route<{ id: string }>('getTimberSettlementReport', ({ params, store }) => {
      const settlement = [...store.timberSettlements.values()].flat().find((item) => item.id === params.id);
      const found = settlement
        ? contractFor(store, settlement.contractId)
        : apiError(404, 'Fant ikke oppgjøret');
      if (!settlement || found instanceof Response) return found as Response;
      return HttpResponse.json(
        pdfReport(
          `Tømmeroppgjør ${settlement.settlementNumber}.pdf`,
          `Tømmeroppgjør ${settlement.settlementNumber}`,
          [`Kontrakt: ${found.contractNumber}`, `Beløp: ${String(settlement.amount)} kr`],
        ),
      );
    }),

    route<{ contractId: string }>('getForestOperationResultReport', ({ params, store }) => {
      const found = contractFor(store, params.contractId);
      if (found instanceof Response) return found;
      if (!store.timberSettlements.has(found.contractId)) return apiError(404, 'Ingen resultatrapport ennå');
      return HttpResponse.json(
        pdfReport(
          `Resultat skogsdrift ${found.contractNumber}.pdf`,
          `Resultat skogsdrift ${found.contractNumber}`,
          ['Netto til skogeier etter driftskostnader.'],
        ),
      );
    }),

    route<{ id: string; flag: string }>('getEnvironmentalConsiderations', ({ params, store }) =>
      HttpResponse.json<EnvironmentalConsiderations>(
        store.considerations.get(params.id) ?? {
          contractId: params.id,
          privateOperation: params.flag === 'true',
        },
      ),
    ),

    route('saveEnvironmentalConsiderations', async ({ request, store, person }) => {
      const body = readConsiderations(await readJson<unknown>(request));
      if (typeof body === 'string') return apiError(400, body);
      const found = contractFor(store, body.contractId);
      if (found instanceof Response) return found;
      // The wizard saves its answers with every 'Fullfør senere'; the report is complete once the draft is sent.
      if (isDraft(found)) {
        store.considerations.set(found.contractId, body);
        audit(store, 'saveEnvironmentalConsiderations', person, found.contractId);
        return HttpResponse.json<EnvironmentalConsiderations>(body);
      }
      if (found.completedEnvironmentalReport?.startsWith('2')) {
        return apiError(409, 'Miljørapporten er allerede sendt inn');
      }
      store.considerations.set(found.contractId, body);
      found.completedEnvironmentalReport = '2 - Fullført';
      audit(store, 'saveEnvironmentalConsiderations', person, found.contractId);
      return HttpResponse.json<EnvironmentalConsiderations>(body);
    }),
  ];

  return [...contracts, ...reports];
}
