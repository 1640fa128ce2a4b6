import { http, type HttpHandler, type HttpResponseResolver, type PathParams } from 'msw';
import { admit, type Admitted, type TokenCheck } from './auth.ts';
import { OPERATIONS, type OperationId } from '../../src/api/operationTable.ts';
import type { PersonRecord, SandboxStore } from './store.ts';

/** The sandbox API's address pattern for a path of the contract (MSW matches any origin). */
export const api = (path: string) => `*/api${path}`;

export type RouteContext<Params extends PathParams> = Parameters<HttpResponseResolver<Params>>[0] &
  Admitted & {
    store: SandboxStore;
  };

export type Route = <Params extends PathParams = PathParams>(
  operationId: OperationId,
  resolve: (context: RouteContext<Params>) => Response | Promise<Response>,
) => HttpHandler;

/** What an area's handlers are built with. */
export interface RouteKit {
  route: Route;
  /** The test eID's issuer, which access and ID tokens must carry. */
  issuer: string;
  /** What access tokens are checked against: the issuer, and the eID's revoked tokens. */
  tokenCheck: TokenCheck;
  getStore: () => SandboxStore;
}

const templateOf = (operationId: OperationId) => {
  const row = OPERATIONS.find(([, , id]) => id === operationId);
  if (!row) throw new Error(`Ukjent operasjon ${operationId}`);
  return row;
};

/**
 * `route` declares the real handler of one operation of the contract, by operationId, and records it, so everything else can answer 501. The handler runs only for requests the
 * gate admitted for this very operation: MSW alone would also match `/account/search` to `/account/:id`.
 */
export function createRouteKit(getStore: () => SandboxStore, tokenCheck: TokenCheck) {
  const { issuer } = tokenCheck;
  const implemented = new Set<OperationId>();
  const route: Route = <Params extends PathParams>(
    operationId: OperationId,
    resolve: (context: RouteContext<Params>) => Response | Promise<Response>,
  ) => {
    const [method, path] = templateOf(operationId);
    implemented.add(operationId);
    const resolver: HttpResponseResolver<Params> = async (info) => {
      const store = getStore();
      const admitted = await admit(info.request, store, tokenCheck);
      if (admitted instanceof Response) return admitted;
      if (admitted.operation.operationId !== operationId) return undefined;
      return resolve({ ...info, ...admitted, store });
    };
    const verbs = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;
    return verbs[method](api(path.replace(/\{([^}]+)\}/g, ':$1')), resolver);
  };
  const implementedOperations: ReadonlySet<OperationId> = implemented;
  return { kit: { route, issuer, tokenCheck, getStore } satisfies RouteKit, implementedOperations };
}

export const readJson = async <T>(request: Request): Promise<T | null> => {
  try {
    return (await request.json()) as T;
  } catch {
    return null;
  }
};

/** Audit fields come from the token's person, never from what the body claims. */
export const audit = (
  store: SandboxStore,
  operation: string,
  person: PersonRecord | null,
  subjectId: string,
) => {
  store.auditLog.push({ operation, contactId: person?.contact.contactId ?? 'ukjent', subjectId });
};

/** A new id for something the sandbox stores, uuid-like as the API's ids are. */
export const newId = (prefix: string) => `${prefix}-${crypto.randomUUID()}`;
