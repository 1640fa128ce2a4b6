import { may, partyOf, type Party, type PortalAction } from '../../src/domain/permissions.ts';
import type { AccessTokenRevocations } from '../eid/revocations.ts';
import { readSandboxAccessToken } from '../eid/tokens.ts';
import { matchRequest, type MatchedRequest } from '../../src/api/operations.ts';
import { OPERATION_POLICIES, type Scope, type Source } from './operations.ts';
import type { PersonRecord, SandboxStore } from './store.ts';
import { isRecord } from './values.ts';
import { apiError } from './apiError.ts';

/**
 * The checks the real API makes before it answers, for every operation alike: a valid bearer token from the
 * eID that the eID has not revoked (401), a known operation, the resource it names (404), and the permission
 * table of src/domain for the person's party on that resource's account (403). Eva Feil's account answers 500
 * on data calls, for trying error states.
 */

/** What an access token is checked against. */
export interface TokenCheck {
  /** The test eID's issuer, which access and ID tokens must carry. */
  issuer: string;
  /**
   * The eID's revoked tokens: the test eID's own register when it runs in the same process
   * (sandbox/eid/revocations.ts), none revoked in the component tests, which have no eID.
   */
  revocations: AccessTokenRevocations;
}

/** For handlers without an eID (the component tests' msw/node): nothing is revoked. */
export const NOTHING_REVOKED: AccessTokenRevocations = { isRevoked: () => false };

/**
 * The person of a valid access token: signed by the eID, for this API, not expired, and not revoked (signed
 * out). A local signature check and a lookup in the eID's revocations: no call to the eID per request.
 */
export async function bearerPid(request: Request, check: TokenCheck): Promise<string | null> {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer (.+)$/i.exec(header);
  if (!match?.[1]) return null;
  try {
    const { pid, jti } = await readSandboxAccessToken(match[1], check.issuer);
    return check.revocations.isRevoked(jti) ? null : pid;
  } catch {
    return null;
  }
}

export interface Authenticated {
  person: PersonRecord | null;
  pid: string;
}

/** A person with a valid token; `person` is null for someone the cooperative has no contact for. */
export async function authenticate(
  request: Request,
  store: SandboxStore,
  check: TokenCheck,
): Promise<Authenticated | Response> {
  const pid = await bearerPid(request, check);
  if (!pid) return apiError(401, 'Mangler gyldig innlogging');
  return { pid, person: store.people.get(pid) ?? null };
}

/** The person's party for an account: their own role there, an accountant's client, or null. */
export function partyFor(person: PersonRecord | null, accountId: string): Party | null {
  if (!person) return null;
  const access = person.access.find((item) => item.accountId === accountId);
  if (access) return partyOf({ role: access.role, isEmployee: person.contact.isEmployee });
  if (person.clientAccountIds.includes(accountId)) {
    return partyOf({ role: null, isEmployee: person.contact.isEmployee, asAccountantForClient: true });
  }
  return null;
}

const mayOnAnyAccount = (person: PersonRecord | null, action: PortalAction): boolean =>
  person !== null &&
  [...person.access.map((item) => item.accountId), ...person.clientAccountIds].some((accountId) =>
    may(partyFor(person, accountId), action),
  );

const readJsonBody = async (request: Request): Promise<unknown> => {
  try {
    return (await request.clone().json()) as unknown;
  } catch {
    return null;
  }
};

/** The id(s) a request names at `source`: [] when missing, so the caller answers 400. */
async function idsAt(source: Source, request: Request, params: Record<string, string>): Promise<string[]> {
  const strings = (value: unknown): string[] =>
    (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string');
  if ('param' in source) return strings(params[source.param]);
  if ('query' in source) return strings(new URL(request.url).searchParams.get(source.query));
  const body = await readJsonBody(request);
  if ('bodyItems' in source) {
    return Array.isArray(body)
      ? body.flatMap((item) => (isRecord(item) ? strings(item[source.bodyItems]) : []))
      : [];
  }
  return isRecord(body) ? strings(body[source.body]) : [];
}

type ResourceScope = Extract<Scope, { id: Source }>;

/** The account a resource belongs to, or null when the sandbox has no such resource. */
function accountOf(store: SandboxStore, kind: ResourceScope['kind'], id: string): string | null {
  const contractAccount = (contractId: string) => store.contracts.get(contractId)?.accountId ?? null;
  switch (kind) {
    case 'account':
      return store.accounts.has(id) ? id : null;
    case 'contract':
      return contractAccount(id);
    case 'contractDetail': {
      const detail = store.contractDetails.get(id);
      return detail ? contractAccount(detail.contractId) : null;
    }
    case 'property':
      return store.properties.get(id)?.accountId ?? null;
    case 'propertyNumber':
      // The area service names a property knr-gnr-bnr.
      return (
        [...store.properties.values()].find(
          (item) => `${item.knr}-${String(item.gnr)}-${String(item.bnr)}` === id,
        )?.accountId ?? null
      );
    case 'order':
      return store.orders.get(id)?.accountId ?? null;
    case 'settlement': {
      const settlement = [...store.timberSettlements.values()].flat().find((item) => item.id === id);
      return settlement ? contractAccount(settlement.contractId) : null;
    }
    case 'measuringNote': {
      const note = [...store.measuringNotes.values()].flat().find((item) => item.id === id);
      return note ? contractAccount(note.contractId) : null;
    }
    case 'arrangement':
      return store.arrangements.get(id)?.accountId ?? null;
  }
}

export interface Admitted extends Authenticated {
  operation: MatchedRequest;
  /** The person's party for the account the call concerns, when it concerns one. */
  party: Party | null;
}

/** Lets a request through to its handler, or gives the answer the API gives instead. */
export async function admit(
  request: Request,
  store: SandboxStore,
  check: TokenCheck,
): Promise<Admitted | Response> {
  const auth = await authenticate(request, store, check);
  if (auth instanceof Response) return auth;
  const { person } = auth;
  const url = new URL(request.url);
  const operation = matchRequest(request.method, url.pathname.replace(/^.*?\/api(?=\/)/, ''));
  if (!operation) return apiError(404, `Ukjent adresse: ${request.method} ${url.pathname}`);
  const scope = OPERATION_POLICIES[operation.operationId];
  const forbidden = () => apiError(403, 'Du har ikke tilgang til dette');

  switch (scope.kind) {
    case 'signedIn':
      return { ...auth, operation, party: null };
    case 'self': {
      const [contactId] = await idsAt(scope.contactId, request, operation.params);
      if (!person || contactId !== person.contact.contactId) return forbidden();
      if (scope.action && !mayOnAnyAccount(person, scope.action)) return forbidden();
      return { ...auth, operation, party: null };
    }
    case 'anyAccount':
      return mayOnAnyAccount(person, scope.action) ? { ...auth, operation, party: null } : forbidden();
    default: {
      const ids = await idsAt(scope.id, request, operation.params);
      if (ids.length === 0) {
        if (scope.unnamedAllowed) return { ...auth, operation, party: null };
        return apiError(400, 'Kallet mangler hvilken konto eller sak det gjelder');
      }
      const accountIds = new Set<string>();
      for (const id of ids) {
        const accountId = accountOf(store, scope.kind, id);
        if (accountId === null) return apiError(404, 'Fant ikke det du spurte etter');
        accountIds.add(accountId);
      }
      const parties = [...accountIds].map((accountId) => partyFor(person, accountId));
      if (!parties.every((party) => may(party, scope.action))) return forbidden();
      if ([...accountIds].some((accountId) => store.failingAccountIds.has(accountId))) {
        return apiError(500, 'Intern feil i sandkassen (Feil Skog)');
      }
      return { ...auth, operation, party: parties[0] ?? null };
    }
  }
}
