import type { PortalAction } from '../../src/domain/permissions.ts';

/**
 * Every operation of openapi/portal-api.yaml with what it acts on and the permission it needs, so the
 * sandbox's gate (access.ts) can answer 401/403/404 before any handler runs. The cooperative's API must make
 * the same checks; this table is the sandbox's statement of them (tests/contract checks it is complete).
 */
export type Source = { param: string } | { body: string } | { bodyItems: string } | { query: string };

export type Scope =
  /** Any signed-in person, with or without a contact at the cooperative. */
  | { kind: 'signedIn' }
  /** The person's own contact; with an action, one of their accounts must grant it. */
  | { kind: 'self'; contactId: Source; action?: PortalAction }
  /** One of the person's accounts must grant the action (the call names no account). */
  | { kind: 'anyAccount'; action: PortalAction }
  /** The account the resource belongs to must grant the action to the person. */
  | {
      kind:
        | 'account'
        | 'contract'
        | 'contractDetail'
        | 'property'
        | 'propertyNumber'
        | 'order'
        | 'settlement'
        | 'measuringNote';
      id: Source;
      action: PortalAction;
    };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface OperationPolicy {
  method: HttpMethod;
  /** The path as the contract writes it, with `{name}` parameters. */
  path: string;
  scope: Scope;
}

const param = (name = 'id'): Source => ({ param: name });
const body = (name: string): Source => ({ body: name });

const on = (
  kind: Exclude<Scope['kind'], 'signedIn' | 'self' | 'anyAccount'>,
  id: Source,
  action: PortalAction,
): Scope => ({ kind, id, action });
const anyAccount = (action: PortalAction): Scope => ({ kind: 'anyAccount', action });
const signedIn: Scope = { kind: 'signedIn' };
const self = (contactId: Source, action?: PortalAction): Scope =>
  action ? { kind: 'self', contactId, action } : { kind: 'self', contactId };

const op = (method: HttpMethod, path: string, scope: Scope): OperationPolicy => ({ method, path, scope });

export const OPERATION_POLICIES: readonly OperationPolicy[] = [
  // Arrangements (idea bank): the body names no account; the local group is the person's.
  op('PUT', '/arrangement/delete', anyAccount('manageIdeaBank')),
  op('PUT', '/arrangement/finish', anyAccount('manageIdeaBank')),
  op('POST', '/arrangement/createNotification', anyAccount('manageIdeaBank')),
  op('PUT', '/arrangement', anyAccount('manageIdeaBank')),
  op('POST', '/arrangement', anyAccount('manageIdeaBank')),
  op('GET', '/arrangement/{id}', self(param(), 'readIdeaBank')),

  // Contracts
  op('GET', '/contracts/{id}', on('account', param(), 'readContracts')),
  op('DELETE', '/contracts/{id}', on('contract', param(), 'registerTimber')),
  op('POST', '/contracts', anyAccount('registerTimber')),
  op('PUT', '/contracts', on('contract', body('contractId'), 'confirmTrackRepair')),
  op('GET', '/contracts/id/{id}', on('contract', param(), 'readContracts')),
  op('POST', '/contracts/id', on('contract', body('contractIds'), 'readContracts')),
  op('PUT', '/contracts/sign', on('contract', body('contractId'), 'signContract')),
  op('PUT', '/contracts/status', on('contract', body('contractId'), 'reportReadyForPickup')),
  op('GET', '/contracts/documents/{id}', on('contract', param(), 'readContracts')),
  op('GET', '/contracts/document-content/{id}/fileName/{name}', on('contract', param(), 'readContracts')),
  op(
    'GET',
    '/contracts/reports/resultat-skogsdrift/{contractId}',
    on('contract', param('contractId'), 'readContracts'),
  ),

  // Contract details
  op('POST', '/contract-details', on('contract', body('contractId'), 'registerTimber')),
  op('PUT', '/contract-details/timberLot', on('contract', body('contractId'), 'reportReadyForPickup')),
  op('GET', '/contract-details/{id}', on('contract', param(), 'readContracts')),
  op('DELETE', '/contract-details/{id}', on('contractDetail', param(), 'registerTimber')),
  op('GET', '/contract-details/timberLot/{id}', on('contract', param(), 'readContracts')),

  // Orders
  op('GET', '/orders/{id}', on('account', param(), 'readOrders')),
  op('POST', '/orders/create-order-lines', on('order', { bodyItems: 'orderId' }, 'order')),
  op('PUT', '/orders/signature', on('order', body('orderId'), 'order')),
  op('GET', '/orders/id/{id}', on('order', param(), 'readOrders')),
  op('POST', '/orders/orders', on('account', body('accountId'), 'order')),
  op('GET', '/orders/order-lines/{id}', on('order', param(), 'readOrders')),
  op('GET', '/orders/documents/{id}', on('order', param(), 'readOrders')),
  op('GET', '/orders/document-content/{id}/fileName/{name}', on('order', param(), 'readOrders')),
  op('POST', '/orders/planData', on('account', body('accountId'), 'order')),
  op('GET', '/orders/planData/{id}', on('property', param(), 'readProperties')),

  // Properties
  op('GET', '/properties/arealprod/{id}', on('propertyNumber', param(), 'readProperties')),
  op('GET', '/properties/getPropertyByKnrGnrBnr', anyAccount('readProperties')),
  op('POST', '/properties/matrikkel', signedIn),
  op('POST', '/properties', anyAccount('registerTimber')),
  op('GET', '/properties/{id}', on('account', param(), 'readProperties')),
  op('GET', '/properties/id/{id}', on('property', param(), 'readProperties')),
  op('GET', '/properties/locations', anyAccount('readProperties')),
  op('GET', '/properties/planData/{accountId}', on('account', param('accountId'), 'readProperties')),

  // Account
  op('PUT', '/account', on('account', body('id'), 'changeAccountDetails')),
  op('GET', '/account/{id}', on('account', param(), 'readAccount')),
  op('PUT', '/account/putAcceptUsageOfForestPlan', on('account', body('id'), 'approveTerms')),
  op('PUT', '/account/remove-access-for-contact', on('account', body('accountId'), 'manageAccess')),
  op('PUT', '/account/bedreskog', on('account', body('accountId'), 'manageAccess')),
  op('PUT', '/account/bedreskog/status', on('account', body('accountId'), 'manageAccess')),
  op('PUT', '/account/hvisAT', on('account', body('accountId'), 'manageAccess')),
  op('PUT', '/account/accountant', on('account', body('accountId'), 'manageAccess')),
  op('GET', '/account/bedreSkog/{id}', on('account', param(), 'readAccount')),
  op('GET', '/account/hvisAT/{id}', on('account', param(), 'readAccount')),
  op('GET', '/account/forest-manager/{id}', on('account', param(), 'readAccount')),
  op('GET', '/account/forest-managers/{id}', on('account', param(), 'readAccount')),
  op('GET', '/account/accountant/{id}', on('account', param(), 'readAccount')),
  op('GET', '/account/accountants/{id}', on('account', param(), 'readAccount')),
  op('GET', '/account/unit-owner/{id}', on('account', param(), 'readAccount')),
  op('GET', '/account/list/{id}', self(param())),
  op('GET', '/account/list/accountant/{id}', on('account', param(), 'readClientList')),
  op('GET', '/account/list/contacts-with-access/{id}', on('account', param(), 'manageAccess')),
  op('GET', '/account/contact/{id}', on('account', param(), 'readAccount')),
  // Finding other people's accounts by name or phone is for choosing an accountant, not for browsing.
  op('GET', '/account/search', anyAccount('manageAccess')),

  // Contacts
  op('POST', '/contacts/newUser', signedIn),
  op('POST', '/contacts', anyAccount('manageAccess')),
  op('PUT', '/contacts', self(body('contactId'))),
  op('PUT', '/contacts/marketing', self(body('contactId'))),
  op('PUT', '/contacts/account', on('account', body('accountId'), 'manageAccess')),
  op('POST', '/contacts/passcode', on('account', body('accountId'), 'useOneTimeCode')),
  op('POST', '/contacts/token', signedIn),
  op('GET', '/contacts/isEmployee/{id}', self(param())),

  // Reports and economy
  op(
    'GET',
    '/economy/reports/annualTimberSettlement/{id}/accountingYear/{year}',
    on('account', param(), 'readEconomics'),
  ),
  op(
    'GET',
    '/account/reports/annualStatement/{id}/accountingYear/{year}',
    on('account', param(), 'readEconomics'),
  ),
  op('GET', '/account/reports/dividend/{id}/accountingYear/{year}', on('account', param(), 'readEconomics')),
  op(
    'GET',
    '/economy/reports/shareholder/{id}/accountingYear/{year}',
    on('account', param(), 'readEconomics'),
  ),
  op('GET', '/economy/reports/{id}/isCreditNote/{flag}', on('settlement', param(), 'readEconomics')),
  op('GET', '/timber-settlements/reports/{id}', on('settlement', param(), 'readEconomics')),
  op('GET', '/timber-settlements/{id}', on('account', param(), 'readEconomics')),
  op('GET', '/timber-settlements/contract/{id}', on('contract', param(), 'readEconomics')),

  // Measuring notes
  op('GET', '/measuring-notes/{id}', on('contract', param(), 'readContracts')),
  op('GET', '/measuring-notes/reports/measuringNote/{id}', on('measuringNote', param(), 'readContracts')),

  // Membership
  op('PUT', '/membership/status', on('account', body('accountId'), 'manageAccess')),
  op('GET', '/membership/status/{id}', on('account', param(), 'readAccount')),

  // Elections
  op('POST', '/elections', on('account', body('accountId'), 'takePartInElections')),
  op(
    'GET',
    '/elections/list/{territoryId}/contact/{contactId}',
    self(param('contactId'), 'takePartInElections'),
  ),
  op(
    'GET',
    '/elections/delegates/{territoryId}/contact/{contactId}',
    self(param('contactId'), 'takePartInElections'),
  ),

  // Authorization (power of attorney)
  op('POST', '/authorization', on('account', body('accountId'), 'takePartInElections')),
  op('GET', '/authorization/{id}/code/{code}', anyAccount('takePartInElections')),

  // Documents
  op('GET', '/documents', anyAccount('readIdeaBank')),
  op('GET', '/documents/document-content/fileName/{name}', anyAccount('readIdeaBank')),
  op('GET', '/account/documents/bedreskog/{id}', on('account', param(), 'readAccount')),
  op(
    'GET',
    '/account/document-content/bedreskog/{id}/fileName/{name}',
    on('account', param(), 'readAccount'),
  ),
  op('GET', '/account/documents/hvisAT/{id}', on('account', param(), 'readAccount')),
  op('GET', '/account/document-content/hvisAT/{id}/fileName/{name}', on('account', param(), 'readAccount')),
  op('GET', '/account/documents/common', anyAccount('readAccount')),
  op('GET', '/account/document-content/common/fileName/{name}', anyAccount('readAccount')),
  op('GET', '/account/documents/territory/{id}', anyAccount('readIdeaBank')),
  op('GET', '/account/document-content/territory/{id}/fileName/{name}', anyAccount('readIdeaBank')),

  // Map and coordinates
  op('GET', '/map-elements/new/{id}', on('contract', param(), 'readContracts')),
  op('GET', '/map-elements', on('contract', { query: 'contractId' }, 'readContracts')),
  op('POST', '/map-elements', on('contract', body('contractId'), 'registerTimber')),
  op('POST', '/coordinates', anyAccount('registerTimber')),
  op('GET', '/supply-points', anyAccount('readContracts')),
  op('POST', '/supply-points', anyAccount('registerTimber')),

  // Considerations
  op('GET', '/considerations', anyAccount('readContracts')),
  op('POST', '/considerations', on('contract', body('contractId'), 'reportEnvironment')),
  op('GET', '/considerations/{id}/isprivateoperation/{flag}', on('contract', param(), 'readContracts')),
  op('GET', '/considerations/loggingType/{id}', anyAccount('readContracts')),

  // Other
  op('GET', '/assortments', anyAccount('readContracts')),
  op('GET', '/bankId', signedIn),
  op('GET', '/appMeta/data', signedIn),
  op('GET', '/quality-control', anyAccount('readContracts')),
  op('POST', '/quality-control', on('contract', body('contractId'), 'reportQualityControl')),
  // The plan-order code and its products are looked up before the person has an account (spec §2.1).
  op('GET', '/project/orderCode/{code}', signedIn),
  op('GET', '/products/projectNumber/{projectNumber}', signedIn),
  op('GET', '/territory', signedIn),
];

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

export interface MatchedOperation {
  policy: OperationPolicy;
  params: Record<string, string>;
}

/**
 * The operation a request is for: the template with the same number of segments whose literal segments all
 * match, preferring the most literal one (`/account/search` over `/account/{id}`).
 */
export function matchOperation(method: string, pathname: string): MatchedOperation | null {
  const actual = segmentsOf(pathname).map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
  let best: (MatchedOperation & { literals: number }) | null = null;
  for (const policy of OPERATION_POLICIES) {
    if (policy.method !== method.toUpperCase()) continue;
    const template = segmentsOf(policy.path);
    if (template.length !== actual.length) continue;
    const params: Record<string, string> = {};
    let literals = 0;
    const matches = template.every((segment, index) => {
      const value = actual[index] ?? '';
      const name = /^\{(.+)\}$/.exec(segment)?.[1];
      if (name) {
        params[name] = value;
        return value !== '';
      }
      literals += 1;
      return segment === value;
    });
    if (matches && (!best || literals > best.literals)) best = { policy, params, literals };
  }
  return best ? { policy: best.policy, params: best.params } : null;
}
