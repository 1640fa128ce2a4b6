import { http, HttpResponse, type HttpResponseResolver, type PathParams } from 'msw';
import { may } from '../../src/domain/permissions.ts';
import { DEFAULT_EID_ISSUER, verifySandboxIdToken } from '../eid/tokens.ts';
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
import { admit, apiError, bearerPid, type Admitted } from './auth.ts';
import type { HttpMethod } from './operations.ts';
import type { PersonRecord, SandboxStore } from './store.ts';
import { pdfBase64 } from './pdf.ts';

/**
 * MSW handlers for openapi/portal-api.yaml, stateful over the seeded store. Every request first passes the
 * access gate (auth.ts: token, operation, resource, permission table); an operation the sandbox has no real
 * handler for answers 501 rather than made-up data, so a screen can never be built on random answers.
 */
const api = (path: string) => `*/api${path}`;

type Context<Params extends PathParams> = Parameters<HttpResponseResolver<Params>>[0] &
  Admitted & {
    store: SandboxStore;
  };

/** How long five wrong one-time codes in a row lock the code check. */
export const PASSCODE_LOCK_MS = 15 * 60_000;
export const PASSCODE_MAX_FAILURES = 5;

export interface SandboxHandlerOptions {
  /** The test eID's issuer, which access and ID tokens must carry. */
  issuer?: string;
}

export function createSandboxHandlers(getStore: () => SandboxStore, options: SandboxHandlerOptions = {}) {
  const issuer = options.issuer ?? DEFAULT_EID_ISSUER;
  const implemented = new Set<string>();

  /**
   * A real handler for one operation of the contract (`{name}` parameters as the contract writes them). It
   * runs only for requests the gate admitted for this very operation: MSW would also match
   * `/account/search` to `/account/:id`.
   */
  const route = <Params extends PathParams>(
    method: HttpMethod,
    path: string,
    resolve: (context: Context<Params>) => Response | Promise<Response>,
  ) => {
    implemented.add(`${method} ${path}`);
    const resolver: HttpResponseResolver<Params> = async (info) => {
      const store = getStore();
      const admitted = await admit(info.request, store, issuer);
      if (admitted instanceof Response) return admitted;
      const { policy } = admitted.operation;
      if (policy.method !== method || policy.path !== path) return undefined;
      return resolve({ ...info, ...admitted, store });
    };
    const mswPath = api(path.replace(/\{([^}]+)\}/g, ':$1'));
    const verbs = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;
    return verbs[method](mswPath, resolver);
  };

  const userDataFor = (store: SandboxStore, person: PersonRecord): UserData => ({
    ...person.contact,
    accounts: person.access.flatMap((access) => {
      const account = store.accounts.get(access.accountId);
      return account ? [{ ...account, accountRole: access.role }] : [];
    }),
  });

  /** The contract the gate has already admitted the request for. */
  const contractFor = (store: SandboxStore, contractId: string) => {
    const contract = store.contracts.get(contractId);
    return contract ?? apiError(404, 'Fant ikke kontrakten');
  };

  const readJson = async <T>(request: Request): Promise<T | null> => {
    try {
      return (await request.json()) as T;
    } catch {
      return null;
    }
  };

  /** Audit fields come from the token's person, never from what the body claims. */
  const audit = (store: SandboxStore, operation: string, person: PersonRecord | null, subjectId: string) => {
    store.auditLog.push({ operation, contactId: person?.contact.contactId ?? 'ukjent', subjectId });
  };

  const contacts = [
    route('POST', '/contacts/token', async ({ request, store, person, pid }) => {
      const body = await readJson<TokenRequest>(request);
      if (!body?.token || !body.idToken) return apiError(400, 'token og idToken må være med');
      const tokenPid = await bearerPid(
        new Request(request.url, { headers: { authorization: `Bearer ${body.token}` } }),
        issuer,
      );
      if (tokenPid !== pid) return apiError(401, 'Tokenet hører ikke til denne innloggingen');
      try {
        const { pid: idTokenPid } = await verifySandboxIdToken(body.idToken, issuer);
        if (idTokenPid !== pid) return apiError(401, 'ID-tokenet hører ikke til denne innloggingen');
      } catch {
        return apiError(401, 'Ugyldig ID-token');
      }
      if (!person) return apiError(404, 'Fant ingen kontakt for personen');
      return HttpResponse.json<UserData>(userDataFor(store, person));
    }),

    route('PUT', '/contacts', async ({ request, store, person }) => {
      const body = await readJson<ContactUpdate>(request);
      if (!person || !body) return apiError(400, 'Ugyldig kontakt');
      // Terms approval goes through PUT /account/putAcceptUsageOfForestPlan, employment is the
      // cooperative's record: a contact form cannot set either, nor who changed it.
      const {
        changedByContactId: _changedBy,
        approvedTerms: _approvedTerms,
        approvedTermsDate: _approvedTermsDate,
        isEmployee: _isEmployee,
        contactId: _contactId,
        ...fields
      } = body;
      person.contact = { ...person.contact, ...fields };
      audit(store, 'updateContact', person, person.contact.contactId);
      return HttpResponse.json(person.contact);
    }),

    route('POST', '/contacts/newUser', async ({ request, store }) => {
      const body = await readJson<NewUser>(request);
      if (!body?.firstName || !body.lastName || !body.email || !body.phoneNumber) {
        return apiError(400, 'Navn, e-post og telefon må være med');
      }
      if (body.role !== 'FOREST_OWNER' && !body.organizationNumber) {
        return apiError(400, 'Organisasjonsnummer må være med');
      }
      // The cooperative reviews a registration before it opens an account; the sandbox only records it.
      store.registrations.push(body);
      return HttpResponse.json<Contact>(
        {
          contactId: `contact-registration-${String(store.registrations.length)}`,
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          phoneNumber: body.phoneNumber,
          address: body.address,
          approvedTerms: false,
          approvedTermsDate: null,
          isEmployee: false,
        },
        { status: 201 },
      );
    }),

    route('POST', '/contacts/passcode', async ({ request, store, person, pid }) => {
      const body = await readJson<PasscodeRequest>(request);
      if (!body?.passcode) return apiError(400, 'Engangskoden mangler');
      if (body.contactId !== person?.contact.contactId) return apiError(403, 'Du kan bare bruke koder selv');
      const now = Date.now();
      const attempts = store.passcodeAttempts.get(pid) ?? { failures: 0, lockedUntil: null };
      if (attempts.lockedUntil !== null && attempts.lockedUntil > now) {
        return apiError(
          429,
          `For mange feil koder. Prøv igjen om ${String(Math.ceil((attempts.lockedUntil - now) / 60_000))} minutter.`,
        );
      }
      const code = store.passcodes.get(body.passcode.trim());
      if (code?.accountId !== body.accountId || code.used) {
        const failures = attempts.lockedUntil === null ? attempts.failures + 1 : 1;
        const locked = failures >= PASSCODE_MAX_FAILURES;
        store.passcodeAttempts.set(pid, {
          failures: locked ? 0 : failures,
          lockedUntil: locked ? now + PASSCODE_LOCK_MS : null,
        });
        return HttpResponse.json<PasscodeResult>({
          confirmed: false,
          message: locked
            ? 'Koden er ugyldig. Du har skrevet feil kode fem ganger, så du må vente 15 minutter før du prøver igjen.'
            : 'Koden er ugyldig eller allerede brukt.',
        });
      }
      store.passcodeAttempts.delete(pid);
      code.used = true;
      audit(store, 'confirmPasscode', person, body.accountId);
      return HttpResponse.json<PasscodeResult>({ confirmed: true });
    }),
  ];

  const accounts = [
    route<{ id: string }>('GET', '/account/{id}', ({ params, store }) => {
      const account = store.accounts.get(params.id);
      return account ? HttpResponse.json<Account>(account) : apiError(404, 'Fant ikke kontoen');
    }),

    route('PUT', '/account', async ({ request, store, person, party }) => {
      const body = await readJson<AccountUpdate>(request);
      if (!body) return apiError(400, 'Ugyldig konto');
      const existing = store.accounts.get(body.id);
      if (!existing) return apiError(404, 'Fant ikke kontoen');
      const { changedByContactId: _changedBy, ...fields } = body;
      const bankAccountChanged = (fields.bankAccountNumber ?? null) !== (existing.bankAccountNumber ?? null);
      if (bankAccountChanged && !may(party, 'changeBankAccount')) {
        return apiError(403, 'Bare skogeieren kan endre kontonummeret');
      }
      const updated: Account = {
        ...existing,
        ...fields,
        // The company name and membership are the cooperative's to change.
        name: existing.name,
        isMember: existing.isMember,
        accountRole: existing.accountRole,
      };
      store.accounts.set(updated.id, updated);
      audit(
        store,
        bankAccountChanged ? 'updateAccount:bankAccountNumber' : 'updateAccount',
        person,
        updated.id,
      );
      return HttpResponse.json(updated);
    }),

    route('PUT', '/account/putAcceptUsageOfForestPlan', async ({ request, store, person }) => {
      const body = await readJson<Consent>(request);
      if (!body || !person) return apiError(400, 'Ugyldig samtykke');
      person.contact = {
        ...person.contact,
        approvedTerms: true,
        approvedTermsDate: body.approvedTermsDate ?? new Date().toISOString().slice(0, 10),
      };
      audit(store, 'acceptUsageOfForestPlan', person, body.id);
      return HttpResponse.json<Consent>({ ...body, changedByContactId: person.contact.contactId });
    }),
  ];

  const contracts = [
    route<{ id: string }>('GET', '/contracts/{id}', ({ params, store }) => {
      const list: Contract[] = [...store.contracts.values()].filter((item) => item.accountId === params.id);
      return HttpResponse.json<ContractList>({ contracts: list });
    }),

    route<{ id: string }>('GET', '/contracts/id/{id}', ({ params, store }) => {
      const found = contractFor(store, params.id);
      return found instanceof Response ? found : HttpResponse.json<Contract>(found);
    }),

    route('PUT', '/contracts/sign', async ({ request, store, person }) => {
      const body = await readJson<ContractSignature>(request);
      if (!body) return apiError(400, 'Ugyldig signering');
      const found = contractFor(store, body.contractId);
      if (found instanceof Response) return found;
      found.signatureState = 1;
      audit(store, 'signContract', person, found.contractId);
      return HttpResponse.json<Contract>(found);
    }),

    route('PUT', '/contracts/status', async ({ request, store, person }) => {
      const body = await readJson<ContractStatusUpdate>(request);
      if (!body) return apiError(400, 'Ugyldig statusendring');
      const found = contractFor(store, body.contractId);
      if (found instanceof Response) return found;
      // 'FinishedOperation' is the only update type: the owner reports a private operation finished.
      found.statusReason = 100000002;
      audit(store, 'updateContractStatus', person, found.contractId);
      return HttpResponse.json<Contract>(found);
    }),

    route('PUT', '/contracts', async ({ request, store, person }) => {
      const body = await readJson<Contract>(request);
      if (!body) return apiError(400, 'Ugyldig kontrakt');
      const found = contractFor(store, body.contractId);
      if (found instanceof Response) return found;
      // The portal may change the track-repair status; the rest of a contract is the cooperative's.
      found.statusOppussing = body.statusOppussing ?? found.statusOppussing;
      audit(store, 'updateContract', person, found.contractId);
      return HttpResponse.json<Contract>(found);
    }),

    route<{ id: string }>('GET', '/contracts/documents/{id}', ({ params, store }) => {
      const documents: Document[] = (store.contractDocuments.get(params.id) ?? []).map(
        ({ fileContent: _content, ...listed }) => listed,
      );
      return HttpResponse.json(documents);
    }),

    route<{ id: string; name: string }>(
      'GET',
      '/contracts/document-content/{id}/fileName/{name}',
      ({ params, store }) => {
        const document = store.contractDocuments.get(params.id)?.find((item) => item.name === params.name);
        return document ? HttpResponse.json<Document>(document) : apiError(404, 'Fant ikke dokumentet');
      },
    ),

    route<{ id: string }>('GET', '/contract-details/timberLot/{id}', ({ params }) =>
      HttpResponse.json<TimberLot>({
        contractId: params.id,
        assortments: getStore().assortments.get(params.id) ?? [],
      }),
    ),

    route('PUT', '/contract-details/timberLot', async ({ request, store, person }) => {
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

    route<{ id: string }>('GET', '/measuring-notes/{id}', ({ params, store }) =>
      HttpResponse.json(store.measuringNotes.get(params.id) ?? []),
    ),

    route<{ id: string }>('GET', '/timber-settlements/contract/{id}', ({ params, store }) =>
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
    route<{ id: string }>('GET', '/measuring-notes/reports/measuringNote/{id}', ({ params, store }) => {
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

    route<{ id: string }>('GET', '/timber-settlements/reports/{id}', ({ params, store }) => {
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

    route<{ contractId: string }>(
      'GET',
      '/contracts/reports/resultat-skogsdrift/{contractId}',
      ({ params, store }) => {
        const found = contractFor(store, params.contractId);
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
      },
    ),

    route<{ id: string; flag: string }>(
      'GET',
      '/considerations/{id}/isprivateoperation/{flag}',
      ({ params, store }) =>
        HttpResponse.json<EnvironmentalConsiderations>(
          store.considerations.get(params.id) ?? {
            contractId: params.id,
            privateOperation: params.flag === 'true',
          },
        ),
    ),

    route('POST', '/considerations', async ({ request, store, person }) => {
      const body = await readJson<EnvironmentalConsiderations>(request);
      if (!body) return apiError(400, 'Ugyldig miljørapport');
      const found = contractFor(store, body.contractId);
      if (found instanceof Response) return found;
      if (found.completedEnvironmentalReport?.startsWith('2')) {
        return apiError(409, 'Miljørapporten er allerede sendt inn');
      }
      store.considerations.set(found.contractId, body);
      found.completedEnvironmentalReport = '2 - Fullført';
      audit(store, 'saveEnvironmentalConsiderations', person, found.contractId);
      return HttpResponse.json<EnvironmentalConsiderations>(body);
    }),
  ];

  /** Every request passes the gate first; an admitted one falls through to its handler. */
  const gate = http.all(api('/*'), async ({ request }) => {
    const admitted = await admit(request, getStore(), issuer);
    return admitted instanceof Response ? admitted : undefined;
  });

  /** Admitted, but the sandbox has no real handler: say so rather than invent data. */
  const notImplemented = http.all(api('/*'), ({ request }) =>
    apiError(501, `Sandkassen har ikke laget ${request.method} ${new URL(request.url).pathname} ennå`),
  );

  const handlers = [gate, ...contacts, ...accounts, ...contracts, ...reports, notImplemented];
  const implementedOperations: ReadonlySet<string> = implemented;
  return Object.assign(handlers, { implementedOperations });
}
