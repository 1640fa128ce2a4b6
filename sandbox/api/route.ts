import { http, type HttpHandler, type HttpResponseResolver, type PathParams } from 'msw';
import { admit, type Admitted } from './auth.ts';
import type { HttpMethod } from './operations.ts';
import type { PersonRecord, SandboxStore } from './store.ts';

/** The sandbox API's address pattern for a path of the contract (MSW matches any origin). */
export const api = (path: string) => `*/api${path}`;

export type RouteContext<Params extends PathParams> = Parameters<HttpResponseResolver<Params>>[0] &
  Admitted & {
    store: SandboxStore;
  };

export type Route = <Params extends PathParams = PathParams>(
  method: HttpMethod,
  path: string,
  resolve: (context: RouteContext<Params>) => Response | Promise<Response>,
) => HttpHandler;

/** What an area's handlers are built with. */
export interface RouteKit {
  route: Route;
  /** The test eID's issuer, which access and ID tokens must carry. */
  issuer: string;
  getStore: () => SandboxStore;
}

/**
 * `route` declares the real handler of one operation of the contract (`{name}` parameters as the contract
 * writes them) and records it, so everything else can answer 501. The handler runs only for requests the
 * gate admitted for this very operation: MSW alone would also match `/account/search` to `/account/:id`.
 */
export function createRouteKit(getStore: () => SandboxStore, issuer: string) {
  const implemented = new Set<string>();
  const route: Route = <Params extends PathParams>(
    method: HttpMethod,
    path: string,
    resolve: (context: RouteContext<Params>) => Response | Promise<Response>,
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
    const verbs = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;
    return verbs[method](api(path.replace(/\{([^}]+)\}/g, ':$1')), resolver);
  };
  const implementedOperations: ReadonlySet<string> = implemented;
  return { kit: { route, issuer, getStore } satisfies RouteKit, implementedOperations };
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
