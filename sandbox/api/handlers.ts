import { http, HttpResponse, type HttpResponseResolver, type PathParams } from 'msw';
import type {
  Account,
  AccountUpdate,
  Assortment,
  Consent,
  Contact,
  Contract,
  ContractList,
  ContractSignature,
  ContractStatusUpdate,
  EnvironmentalConsiderations,
  Report,
  ContactUpdate,
  Document,
  NewUser,
  PasscodeRequest,
  PasscodeResult,
  TimberLot,
  TimberLotUpdate,
  TokenRequest,
  UserData,
} from '../../src/api/generated/model/index.ts';
import {
  getAccountMock,
  getSearchAccountsMockHandler,
} from '../../src/api/generated/endpoints/account/account.msw.ts';
import { getArrangementsMock } from '../../src/api/generated/endpoints/arrangements/arrangements.msw.ts';
import { getAuthorizationMock } from '../../src/api/generated/endpoints/authorization/authorization.msw.ts';
import { getConsiderationsMock } from '../../src/api/generated/endpoints/considerations/considerations.msw.ts';
import { getContactsMock } from '../../src/api/generated/endpoints/contacts/contacts.msw.ts';
import { getContractDetailsMock } from '../../src/api/generated/endpoints/contract-details/contract-details.msw.ts';
import { getContractsMock } from '../../src/api/generated/endpoints/contracts/contracts.msw.ts';
import { getDocumentsMock } from '../../src/api/generated/endpoints/documents/documents.msw.ts';
import { getElectionsMock } from '../../src/api/generated/endpoints/elections/elections.msw.ts';
import { getMapAndCoordinatesMock } from '../../src/api/generated/endpoints/map-and-coordinates/map-and-coordinates.msw.ts';
import { getMeasuringNotesMock } from '../../src/api/generated/endpoints/measuring-notes/measuring-notes.msw.ts';
import { getMembershipMock } from '../../src/api/generated/endpoints/membership/membership.msw.ts';
import { getOrdersMock } from '../../src/api/generated/endpoints/orders/orders.msw.ts';
import { getOtherMock } from '../../src/api/generated/endpoints/other/other.msw.ts';
import { getPropertiesMock } from '../../src/api/generated/endpoints/properties/properties.msw.ts';
import { getReportsAndEconomyMock } from '../../src/api/generated/endpoints/reports-and-economy/reports-and-economy.msw.ts';
import { accountGuard, apiError, authenticate, bearerPid, type Authenticated } from './auth.ts';
import type { PersonRecord, SandboxStore } from './store.ts';
import { pdfBase64 } from './pdf.ts';

/**
 * MSW handlers for every operation of openapi/portal-api.yaml. What the portal reads and writes is
 * stateful over the seeded store; operations no screen uses yet fall through to orval's generated
 * defaults. All of them sit behind the token check.
 */
const api = (path: string) => `*/api${path}`;

type Context<Params extends PathParams> = Parameters<HttpResponseResolver<Params>>[0] &
  Authenticated & {
    store: SandboxStore;
  };

export function createSandboxHandlers(getStore: () => SandboxStore) {
  /** Wraps a resolver so it runs only for a valid token, with the person and the store at hand. */
  const authed =
    <Params extends PathParams>(
      resolve: (context: Context<Params>) => Response | Promise<Response>,
    ): HttpResponseResolver<Params> =>
    async (info) => {
      const store = getStore();
      const auth = await authenticate(info.request, store);
      if (auth instanceof Response) return auth;
      return resolve({ ...info, ...auth, store });
    };

  const userDataFor = (store: SandboxStore, person: PersonRecord): UserData => ({
    ...person.contact,
    accounts: person.access.flatMap((access) => {
      const account = store.accounts.get(access.accountId);
      return account ? [{ ...account, accountRole: access.role }] : [];
    }),
  });

  /** The contract, if it exists and the person may see it; otherwise the answer to give. */
  const contractFor = (store: SandboxStore, person: PersonRecord | null, contractId: string) => {
    const contract = store.contracts.get(contractId);
    if (!contract) return apiError(404, 'Fant ikke kontrakten');
    return accountGuard(store, person, contract.accountId) ?? contract;
  };

  const readJson = async <T>(request: Request): Promise<T | null> => {
    try {
      return (await request.json()) as T;
    } catch {
      return null;
    }
  };

  const stateful = [
    http.post(
      api('/contacts/token'),
      authed(async ({ request, store, person, pid }) => {
        const body = await readJson<TokenRequest>(request);
        if (!body?.token || !body.idToken) return apiError(400, 'token og idToken må være med');
        const bodyPid = await bearerPid(
          new Request(request.url, { headers: { authorization: `Bearer ${body.token}` } }),
        );
        if (bodyPid !== pid) return apiError(401, 'Tokenet hører ikke til denne innloggingen');
        if (!person) return apiError(404, 'Fant ingen kontakt for personen');
        return HttpResponse.json<UserData>(userDataFor(store, person));
      }),
    ),

    http.put(
      api('/contacts'),
      authed(async ({ request, person }) => {
        const body = await readJson<ContactUpdate>(request);
        if (!person || !body) return apiError(400, 'Ugyldig kontakt');
        if (body.contactId !== person.contact.contactId) return apiError(403, 'Du kan bare endre deg selv');
        const { changedByContactId: _changedBy, ...contact } = body;
        person.contact = { ...person.contact, ...contact, isEmployee: person.contact.isEmployee };
        return HttpResponse.json(person.contact);
      }),
    ),

    http.post(
      api('/contacts/newUser'),
      authed(async ({ request, store }) => {
        const body = await readJson<NewUser>(request);
        if (!body?.firstName || !body.lastName || !body.email || !body.phoneNumber) {
          return apiError(400, 'Navn, e-post og telefon må være med');
        }
        if (body.role !== 'FOREST_OWNER' && !body.organizationNumber) {
          return apiError(400, 'Organisasjonsnummer må være med');
        }
        // The cooperative reviews a registration before it opens an account; the sandbox only records it.
        store.registrations.push(body);
        return HttpResponse.json<Contact>({
          contactId: `contact-registration-${String(store.registrations.length)}`,
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          phoneNumber: body.phoneNumber,
          address: body.address,
          approvedTerms: false,
          approvedTermsDate: null,
          isEmployee: false,
        });
      }),
    ),

    http.post(
      api('/contacts/passcode'),
      authed(async ({ request, store, person }) => {
        const body = await readJson<PasscodeRequest>(request);
        if (!body?.passcode) return apiError(400, 'Engangskoden mangler');
        const guard = accountGuard(store, person, body.accountId);
        if (guard) return guard;
        const code = store.passcodes.get(body.passcode.trim());
        if (code?.accountId !== body.accountId || code.used) {
          return HttpResponse.json<PasscodeResult>({
            confirmed: false,
            message: 'Koden er ugyldig eller allerede brukt.',
          });
        }
        code.used = true;
        return HttpResponse.json<PasscodeResult>({ confirmed: true });
      }),
    ),

    http.get<{ id: string }>(
      api('/account/:id'),
      authed(({ params, store, person }) => {
        const guard = accountGuard(store, person, params.id);
        if (guard) return guard;
        const account = store.accounts.get(params.id);
        return account ? HttpResponse.json<Account>(account) : apiError(404, 'Fant ikke kontoen');
      }),
    ),

    http.put(
      api('/account'),
      authed(async ({ request, store, person }) => {
        const body = await readJson<AccountUpdate>(request);
        if (!body) return apiError(400, 'Ugyldig konto');
        const guard = accountGuard(store, person, body.id);
        if (guard) return guard;
        const existing = store.accounts.get(body.id);
        if (!existing) return apiError(404, 'Fant ikke kontoen');
        const { changedByContactId: _changedBy, ...fields } = body;
        const updated: Account = {
          ...existing,
          ...fields,
          // The company name and membership are the cooperative's to change; employees cannot change the bank account.
          name: existing.name,
          isMember: existing.isMember,
          accountRole: existing.accountRole,
          bankAccountNumber: person?.contact.isEmployee
            ? existing.bankAccountNumber
            : fields.bankAccountNumber,
        };
        store.accounts.set(updated.id, updated);
        return HttpResponse.json(updated);
      }),
    ),

    http.put(
      api('/account/putAcceptUsageOfForestPlan'),
      authed(async ({ request, store, person }) => {
        const body = await readJson<Consent>(request);
        if (!body) return apiError(400, 'Ugyldig samtykke');
        const guard = accountGuard(store, person, body.id);
        if (guard) return guard;
        if (person) {
          person.contact = {
            ...person.contact,
            approvedTerms: true,
            approvedTermsDate: body.approvedTermsDate ?? new Date().toISOString().slice(0, 10),
          };
        }
        return HttpResponse.json<Consent>(body);
      }),
    ),

    http.get<{ accountId: string }>(
      api('/contracts/:accountId'),
      authed(({ params, store, person }) => {
        const guard = accountGuard(store, person, params.accountId);
        if (guard) return guard;
        const contracts: Contract[] = [...store.contracts.values()].filter(
          (item) => item.accountId === params.accountId,
        );
        return HttpResponse.json<ContractList>({ contracts });
      }),
    ),

    http.get<{ id: string }>(
      api('/contracts/id/:id'),
      authed(({ params, store, person }) => {
        const found = contractFor(store, person, params.id);
        return found instanceof Response ? found : HttpResponse.json<Contract>(found);
      }),
    ),

    http.put(
      api('/contracts/sign'),
      authed(async ({ request, store, person }) => {
        const body = await readJson<ContractSignature>(request);
        if (!body) return apiError(400, 'Ugyldig signering');
        const found = contractFor(store, person, body.contractId);
        if (found instanceof Response) return found;
        found.signatureState = 1;
        return HttpResponse.json<Contract>(found);
      }),
    ),

    http.put(
      api('/contracts/status'),
      authed(async ({ request, store, person }) => {
        const body = await readJson<ContractStatusUpdate>(request);
        if (!body) return apiError(400, 'Ugyldig statusendring');
        const found = contractFor(store, person, body.contractId);
        if (found instanceof Response) return found;
        // 'FinishedOperation' is the only update type: the owner reports a private operation finished.
        found.statusReason = 100000002;
        return HttpResponse.json<Contract>(found);
      }),
    ),

    http.put(
      api('/contracts'),
      authed(async ({ request, store, person }) => {
        const body = await readJson<Contract>(request);
        if (!body) return apiError(400, 'Ugyldig kontrakt');
        const found = contractFor(store, person, body.contractId);
        if (found instanceof Response) return found;
        // The portal may change the track-repair status; the rest of a contract is the cooperative's.
        found.statusOppussing = body.statusOppussing ?? found.statusOppussing;
        return HttpResponse.json<Contract>(found);
      }),
    ),

    http.get<{ id: string }>(
      api('/contracts/documents/:id'),
      authed(({ params, store, person }) => {
        const found = contractFor(store, person, params.id);
        if (found instanceof Response) return found;
        const documents: Document[] = (store.contractDocuments.get(found.contractId) ?? []).map(
          ({ fileContent: _content, ...listed }) => listed,
        );
        return HttpResponse.json(documents);
      }),
    ),

    http.get<{ id: string; name: string }>(
      api('/contracts/document-content/:id/fileName/:name'),
      authed(({ params, store, person }) => {
        const found = contractFor(store, person, params.id);
        if (found instanceof Response) return found;
        const document = store.contractDocuments
          .get(found.contractId)
          ?.find((item) => item.name === params.name);
        return document ? HttpResponse.json<Document>(document) : apiError(404, 'Fant ikke dokumentet');
      }),
    ),

    http.get<{ id: string }>(
      api('/contract-details/timberLot/:id'),
      authed(({ params, store, person }) => {
        const found = contractFor(store, person, params.id);
        if (found instanceof Response) return found;
        return HttpResponse.json<TimberLot>({
          contractId: found.contractId,
          assortments: store.assortments.get(found.contractId) ?? [],
        });
      }),
    ),

    http.put(
      api('/contract-details/timberLot'),
      authed(async ({ request, store, person }) => {
        const body = await readJson<TimberLotUpdate>(request);
        if (!body) return apiError(400, 'Ugyldig henteklar-melding');
        const found = contractFor(store, person, body.contractId);
        if (found instanceof Response) return found;
        const assortment = store.assortments
          .get(found.contractId)
          ?.find((item) => item.id === body.assortmentId);
        if (!assortment) return apiError(404, 'Fant ikke sortimentet');
        if (!(body.changeVolum >= 1)) return apiError(400, 'Henteklart volum kan ikke være mindre enn 1');
        if (body.changeVolum > assortment.volume * 10) {
          return apiError(400, 'Henteklart volum kan ikke være større enn 10 * kontraktsvolum');
        }
        assortment.reportedVolume += body.changeVolum;
        assortment.changeVolum = body.changeVolum;
        return HttpResponse.json<Assortment>(assortment);
      }),
    ),

    http.get<{ id: string }>(
      api('/measuring-notes/:id'),
      authed(({ params, store, person }) => {
        const found = contractFor(store, person, params.id);
        if (found instanceof Response) return found;
        return HttpResponse.json(store.measuringNotes.get(found.contractId) ?? []);
      }),
    ),

    http.get<{ id: string }>(
      api('/timber-settlements/contract/:id'),
      authed(({ params, store, person }) => {
        const found = contractFor(store, person, params.id);
        if (found instanceof Response) return found;
        return HttpResponse.json(store.timberSettlements.get(found.contractId) ?? []);
      }),
    ),
  ];

  const pdfReport = (name: string, title: string, lines: string[]): Report => ({
    name,
    fileContent: pdfBase64(title, lines),
    year: new Date().getFullYear(),
    createdDate: new Date().toISOString(),
  });

  const reports = [
    http.get<{ id: string }>(
      api('/measuring-notes/reports/measuringNote/:id'),
      authed(({ params, store, person }) => {
        const note = [...store.measuringNotes.values()].flat().find((item) => item.id === params.id);
        if (!note) return apiError(404, 'Fant ikke målebrevet');
        const found = contractFor(store, person, note.contractId);
        if (found instanceof Response) return found;
        return HttpResponse.json(
          pdfReport(`Målebrev ${found.contractNumber}.pdf`, `Målebrev ${found.contractNumber}`, [
            `${note.assortmentName}: ${String(note.volume).replace('.', ',')} m3`,
            `Dato: ${note.date}`,
          ]),
        );
      }),
    ),
    http.get<{ id: string }>(
      api('/timber-settlements/reports/:id'),
      authed(({ params, store, person }) => {
        const settlement = [...store.timberSettlements.values()].flat().find((item) => item.id === params.id);
        if (!settlement) return apiError(404, 'Fant ikke oppgjøret');
        const found = contractFor(store, person, settlement.contractId);
        if (found instanceof Response) return found;
        return HttpResponse.json(
          pdfReport(
            `Tømmeroppgjør ${settlement.settlementNumber}.pdf`,
            `Tømmeroppgjør ${settlement.settlementNumber}`,
            [`Kontrakt: ${found.contractNumber}`, `Beløp: ${String(settlement.amount)} kr`],
          ),
        );
      }),
    ),
    http.get<{ contractId: string }>(
      api('/contracts/reports/resultat-skogsdrift/:contractId'),
      authed(({ params, store, person }) => {
        const found = contractFor(store, person, params.contractId);
        if (found instanceof Response) return found;
        if (!store.timberSettlements.has(found.contractId))
          return apiError(404, 'Ingen resultatrapport ennå');
        return HttpResponse.json(
          pdfReport(
            `Resultat skogsdrift ${found.contractNumber}.pdf`,
            `Resultat skogsdrift ${found.contractNumber}`,
            ['Netto til skogeier etter driftskostnader.'],
          ),
        );
      }),
    ),
    http.get<{ id: string; flag: string }>(
      api('/considerations/:id/isprivateoperation/:flag'),
      authed(({ params, store, person }) => {
        const found = contractFor(store, person, params.id);
        if (found instanceof Response) return found;
        const stored = store.considerations.get(found.contractId);
        return HttpResponse.json<EnvironmentalConsiderations>(
          stored ?? { contractId: found.contractId, privateOperation: params.flag === 'true' },
        );
      }),
    ),
    http.post(
      api('/considerations'),
      authed(async ({ request, store, person }) => {
        const body = await readJson<EnvironmentalConsiderations>(request);
        if (!body) return apiError(400, 'Ugyldig miljørapport');
        const found = contractFor(store, person, body.contractId);
        if (found instanceof Response) return found;
        if (found.completedEnvironmentalReport?.startsWith('2')) {
          return apiError(409, 'Miljørapporten er allerede sendt inn');
        }
        store.considerations.set(found.contractId, body);
        found.completedEnvironmentalReport = '2 - Fullført';
        return HttpResponse.json<EnvironmentalConsiderations>(body);
      }),
    ),
  ];

  /** Every request needs a valid token, the generated defaults' too; a valid one falls through. */
  const tokenGate = http.all(api('/*'), async ({ request }) => {
    if (!(await bearerPid(request))) return apiError(401, 'Mangler gyldig innlogging');
    return undefined;
  });

  const generatedDefaults = [
    ...getAccountMock(),
    ...getArrangementsMock(),
    ...getAuthorizationMock(),
    ...getConsiderationsMock(),
    ...getContactsMock(),
    ...getContractDetailsMock(),
    ...getContractsMock(),
    ...getDocumentsMock(),
    ...getElectionsMock(),
    ...getMapAndCoordinatesMock(),
    ...getMeasuringNotesMock(),
    ...getMembershipMock(),
    ...getOrdersMock(),
    ...getOtherMock(),
    ...getPropertiesMock(),
    ...getReportsAndEconomyMock(),
  ];

  // GET /account/search would otherwise be taken for GET /account/{id}.
  return [tokenGate, getSearchAccountsMockHandler(), ...stateful, ...reports, ...generatedDefaults];
}
