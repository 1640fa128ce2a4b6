import type { PortalAction } from '../domain/permissions';

/**
 * What a person must be allowed for the active account (src/domain/permissions.ts) to use a route. The menus
 * and forced redirects decide where a role goes; this decides what a page may show, so a typed-in address
 * cannot open an action the person may not take.
 */
export const ROUTE_PERMISSIONS: Record<string, PortalAction> = {
  '/profile/account': 'readAccount',
  '/oneTimeCode': 'useOneTimeCode',
  '/accountant': 'readClientList',
  '/economics': 'readEconomics',
  '/timberRegistration': 'registerTimber',
  '/timberContract': 'readContracts',
  '/timberContract/signContract': 'signContract',
  '/timberContract/readyForPickup': 'reportReadyForPickup',
  '/timberContract/envReportPrivate': 'reportEnvironment',
  '/timberContract/envReportAToperation': 'reportEnvironment',
  '/timberContract/measuringNotes': 'readContracts',
  '/timberContract/contractFiles': 'readContracts',
  '/orders': 'readOrders',
  '/orders/selectProperty': 'order',
  '/priceCalculator': 'readContracts',
  '/planDataOrder/ChooseMunicipality': 'order',
  '/ideaBank': 'readIdeaBank',
  '/ideaBank/registerArrangement': 'manageIdeaBank',
};

export interface RouteHandle {
  requires: PortalAction;
}

/** The route's `handle`, naming the permission it needs (none for pages everyone signed in may use). */
export const requires = (path: string): { handle?: RouteHandle } => {
  const action = ROUTE_PERMISSIONS[path];
  return action ? { handle: { requires: action } } : {};
};

export const requiredPermission = (handle: unknown): PortalAction | null => {
  if (typeof handle !== 'object' || handle === null || !('requires' in handle)) return null;
  return Object.values(ROUTE_PERMISSIONS).find((action) => action === handle.requires) ?? null;
};
