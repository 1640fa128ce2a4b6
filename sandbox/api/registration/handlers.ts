import { HttpResponse } from 'msw';
import {
  OperationType,
  type AssortmentPrice,
  type ConsiderationQuestion,
  type Contract,
  type ContractDetail,
} from '../../../src/api/generated/model/index.ts';
import { apiError } from '../apiError.ts';
import { audit, newId, readJson, type RouteKit } from '../route.ts';
import type { SandboxStore, StoredContract } from '../store.ts';
import { filledString, isFiniteNumber, isOneOf, isRecord } from '../values.ts';
import {
  COMMENT_MAX,
  isDraft,
  linesEditable,
  markSent,
  propertyNameOf,
  readRegistration,
  REGISTERED,
} from './rules.ts';
import {
  ASSORTMENT_STATUS,
  ASSORTMENTS,
  isAssortmentId,
  priceList,
  questionsForLoggingType,
} from './seed.ts';

const isOperationType = isOneOf(Object.values(OperationType));
const LINES_LOCKED = 'Kontraktslinjene kan ikke endres etter at innmeldingen er sendt';

type StoredDetail = ContractDetail & { id: string };

/**
 * A contract line as sent, checked and priced; or the message to answer 400 with. The price, the name and the
 * tree species come from the price list of the contract's property (its municipality) and operation type,
 * never from the client: a client that still sends them must send the list's own values.
 */
function readContractDetail(
  store: SandboxStore,
  body: Record<string, unknown>,
  contract: StoredContract,
): StoredDetail | string {
  const { volume, comment, assortmentId } = body;
  if ((assortmentId ?? null) === null) return 'Velg et sortiment fra prislisten';
  if (!isAssortmentId(assortmentId)) return 'Ukjent sortiment';
  if (!isFiniteNumber(volume)) return 'Volumet må være et tall';
  if (volume < 0) return 'Volumet kan ikke være negativt';
  if ((comment ?? null) !== null && typeof comment !== 'string') return 'Ugyldig kommentar';
  if (typeof comment === 'string' && comment.length > COMMENT_MAX) {
    return `Kommentaren kan ikke være lengre enn ${String(COMMENT_MAX)} tegn`;
  }
  const municipalityId = contract.propertyId
    ? (store.properties.get(contract.propertyId)?.knr ?? null)
    : null;
  const listed = priceList(municipalityId, contract.operationType, ASSORTMENT_STATUS.active).find(
    (item) => item.id === assortmentId,
  );
  if (!listed) {
    const name = ASSORTMENTS.find((item) => item.id === assortmentId)?.name ?? assortmentId;
    return `Andelslaget kjøper ikke ${name} nå`;
  }
  const price = listed.pricePerCubicMetre;
  if ((body.pricePerUnit ?? null) !== null && body.pricePerUnit !== price) {
    return `Prisen settes av andelslaget etter prislisten: ${String(price)} kr per m³ for ${listed.name}. Send linjen uten pris.`;
  }
  if ((body.assortmentName ?? null) !== null && body.assortmentName !== listed.name) {
    return `Navnet på sortimentet kommer fra prislisten (${listed.name}). Send linjen uten navn.`;
  }
  const treeSpecies = listed.treeSpecies ?? null;
  if ((body.treeSpecies ?? null) !== null && body.treeSpecies !== treeSpecies) {
    return `Treslaget kommer fra prislisten for ${listed.name}. Send linjen uten treslag.`;
  }
  return {
    id: newId('detail'),
    contractId: contract.contractId,
    assortmentId,
    assortmentName: listed.name,
    treeSpecies,
    volume,
    pricePerUnit: price,
    comment: typeof comment === 'string' ? comment : null,
  };
}

/** Everything a draft leaves behind in the store, for when it is deleted. */
function forgetRegistration(store: SandboxStore, contractId: string) {
  store.contracts.delete(contractId);
  store.registrationsSentAt.delete(contractId);
  store.considerations.delete(contractId);
  for (const [id, detail] of store.contractDetails) {
    if (detail.contractId === contractId) store.contractDetails.delete(id);
  }
  for (const [key, saved] of store.mapElements) {
    if (saved.contractId === contractId) store.mapElements.delete(key);
  }
}

/**
 * The timber-registration wizard (Tømmerinnmelding): price lists, the environmental questions of a logging
 * type, registrations as drafts or sent, deleting a draft, and the contract lines of a registration. Drafts
 * are saved and sent with PUT /contracts (contracts/handlers.ts).
 */
export function registrationHandlers({ route }: RouteKit) {
  return [
    // Unknown values answer 400 rather than a list the owner might take for the real prices: municipalityId
    // must be four digits (a knr without its own list gets the default one), operationType an OperationType,
    // status 0 (bought now, the default) or 1 (not bought now).
    route('getAssortments', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const municipalityId = filledString(query.get('municipalityId'));
      if (municipalityId !== null && !/^\d{4}$/.test(municipalityId)) {
        return apiError(400, 'Kommunenummeret må ha fire sifre');
      }
      const operationText = filledString(query.get('operationType'));
      const operationType = operationText === null ? null : Number(operationText);
      if (operationType !== null && !isOperationType(operationType))
        return apiError(400, 'Ugyldig driftsform');
      const statusText = filledString(query.get('status'));
      const status =
        statusText === null || statusText === String(ASSORTMENT_STATUS.active)
          ? ASSORTMENT_STATUS.active
          : statusText === String(ASSORTMENT_STATUS.inactive)
            ? ASSORTMENT_STATUS.inactive
            : null;
      if (status === null)
        return apiError(400, 'Ugyldig status for sortiment (0 = kjøpes nå, 1 = kjøpes ikke nå)');
      return HttpResponse.json<AssortmentPrice[]>(priceList(municipalityId, operationType, status));
    }),

    route<{ id: string }>('getConsiderationQuestionsForLoggingType', ({ params }) =>
      /^\d+$/.test(params.id)
        ? HttpResponse.json<ConsiderationQuestion[]>(questionsForLoggingType(Number(params.id)))
        : apiError(400, 'Hogstformen må være en tallkode'),
    ),

    route('createContract', async ({ request, store, person }) => {
      const body = await readJson<unknown>(request);
      if (!isRecord(body) || typeof body.accountId !== 'string') return apiError(400, 'Ugyldig innmelding');
      const registration = readRegistration(store, body.accountId, body);
      if (typeof registration === 'string') return apiError(400, registration);
      const year = String(new Date().getFullYear());
      const number = String(store.nextRegistrationNumber++).padStart(3, '0');
      const contract: StoredContract = {
        contractId: `contract-ti-${year}-${number}`,
        contractNumber: `TI-${year}-${number}`,
        accountId: body.accountId,
        status: 100000001,
        statusReason: null,
        createdDate: new Date().toISOString(),
        completedEnvironmentalReport: '1 - Ikke fullført',
        signatureState: 2,
        renovationResponsibility: null,
        statusOppussing: null,
        fristForOpprettingAvKjreskader: null,
        propertyName: propertyNameOf(store, registration.propertyId),
        ...registration,
      };
      store.contracts.set(contract.contractId, contract);
      if (registration.timberRegistration === REGISTERED) markSent(store, contract);
      audit(store, 'createContract', person, contract.contractId);
      return HttpResponse.json<Contract>(contract, { status: 201 });
    }),

    // 'Start på nytt' in the wizard throws the draft away; a sent registration is the cooperative's.
    route<{ id: string }>('deleteContract', ({ params, store, person }) => {
      const found = store.contracts.get(params.id);
      if (!found) return apiError(404, 'Fant ikke kontrakten');
      if (!isDraft(found)) return apiError(409, 'Bare utkast kan slettes. Innmeldingen er allerede sendt');
      forgetRegistration(store, found.contractId);
      audit(store, 'deleteContract', person, found.contractId);
      return new HttpResponse(null, { status: 204 });
    }),

    route<{ id: string }>('getContractDetails', ({ params, store }) =>
      HttpResponse.json<ContractDetail[]>(
        [...store.contractDetails.values()].filter((detail) => detail.contractId === params.id),
      ),
    ),

    route('createContractDetail', async ({ request, store, person }) => {
      const body = await readJson<unknown>(request);
      if (!isRecord(body) || typeof body.contractId !== 'string')
        return apiError(400, 'Ugyldig kontraktslinje');
      const found = store.contracts.get(body.contractId);
      if (!found) return apiError(404, 'Fant ikke kontrakten');
      const detail = readContractDetail(store, body, found);
      if (typeof detail === 'string') return apiError(400, detail);
      if (!linesEditable(store, found)) return apiError(409, LINES_LOCKED);
      store.contractDetails.set(detail.id, detail);
      audit(store, 'createContractDetail', person, found.contractId);
      return HttpResponse.json<ContractDetail>(detail, { status: 201 });
    }),

    route<{ id: string }>('deleteContractDetail', ({ params, store, person }) => {
      const detail = store.contractDetails.get(params.id);
      const found = detail ? store.contracts.get(detail.contractId) : undefined;
      if (!detail || !found) return apiError(404, 'Fant ikke kontraktslinjen');
      if (!linesEditable(store, found)) return apiError(409, LINES_LOCKED);
      store.contractDetails.delete(detail.id);
      audit(store, 'deleteContractDetail', person, found.contractId);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
