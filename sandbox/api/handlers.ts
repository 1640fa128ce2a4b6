import { getResponse, http, type HttpHandler } from 'msw';
import type { OperationId } from '../../src/api/operationTable.ts';
import type { AccessTokenRevocations } from '../eid/revocations.ts';
import { DEFAULT_EID_ISSUER } from '../eid/tokens.ts';
import { apiError } from './apiError.ts';
import { admit, NOTHING_REVOKED, type TokenCheck } from './auth.ts';
import { contractHandlers } from './contracts/handlers.ts';
import { economicsHandlers } from './economics/handlers.ts';
import { apiPathOf, injectedFault, takeFault } from './faults.ts';
import { oncePerKey } from './idempotency.ts';
import { ideaBankHandlers } from './idea-bank/handlers.ts';
import { mapHandlers } from './map/handlers.ts';
import { municipalityRegisterHandlers } from './municipalities/register.ts';
import { orderHandlers } from './orders/handlers.ts';
import { peopleHandlers } from './people/handlers.ts';
import { planOrderHandlers } from './plan-orders/handlers.ts';
import { propertyHandlers } from './properties/handlers.ts';
import { registrationHandlers } from './registration/handlers.ts';
import { api, createRouteKit } from './route.ts';
import { termsPage } from './termsPage.ts';
import type { SandboxStore } from './store.ts';

export { PASSCODE_LOCK_MS, PASSCODE_MAX_FAILURES } from './people/handlers.ts';

/**
 * MSW handlers for openapi/portal-api.yaml, one module per area, stateful over the seeded store. Every request
 * first passes the access gate (auth.ts: token, operation, resource, permission table); an operation the
 * sandbox has no real handler for answers 501 rather than made-up data, so a screen is never built on random
 * answers.
 */
export interface SandboxHandlerOptions {
  /** The test eID's issuer, which access and ID tokens must carry. */
  issuer?: string;
  /** The test eID's revoked access tokens (a token used after sign-out gets 401); none without an eID. */
  revocations?: AccessTokenRevocations;
}

export function createSandboxHandlers(
  getStore: () => SandboxStore,
  options: SandboxHandlerOptions = {},
): HttpHandler[] & { implementedOperations: ReadonlySet<OperationId> } {
  const tokenCheck: TokenCheck = {
    issuer: options.issuer ?? DEFAULT_EID_ISSUER,
    revocations: options.revocations ?? NOTHING_REVOKED,
  };
  const { kit, implementedOperations } = createRouteKit(getStore, tokenCheck);

  /** Admitted, but the sandbox has no real handler: say so rather than invent data. */
  const notImplemented = http.all(api('/*'), ({ request }) =>
    apiError(501, `Sandkassen har ikke laget ${request.method} ${new URL(request.url).pathname} ennå`),
  );

  const areaHandlers: HttpHandler[] = [
    ...peopleHandlers(kit),
    ...contractHandlers(kit),
    ...economicsHandlers(kit),
    ...propertyHandlers(kit),
    ...orderHandlers(kit),
    ...mapHandlers(kit),
    ...registrationHandlers(kit),
    ...planOrderHandlers(kit),
    ...ideaBankHandlers(kit),
    termsPage,
    notImplemented,
  ];

  /**
   * Every request passes the gate first; an admitted one is answered by its handler, once per
   * Idempotency-Key (idempotency.ts), unless a test has injected a fault that targets it (faults.ts). The
   * fault is the network's: a repeat of a write whose answer was lost finds the kept answer.
   */
  const gate = http.all(api('/*'), async ({ request }) => {
    const store = getStore();
    const pristine = request.clone();
    const admitted = await admit(request, store, tokenCheck);
    if (admitted instanceof Response) return admitted;
    const fault = takeFault(store, {
      operationId: admitted.operation.operationId,
      method: request.method,
      path: apiPathOf(request.url),
    });
    const carryOut = await oncePerKey(store, request, admitted.pid, () =>
      getResponse(areaHandlers, pristine),
    );
    return (await injectedFault(fault, carryOut)) ?? carryOut();
  });

  // Outside /api, past the gate: the public municipality register's stand-in.
  const handlers = [gate, ...areaHandlers, ...municipalityRegisterHandlers()];
  return Object.assign(handlers, { implementedOperations });
}
