import type { PortalAction } from '../domain/permissions';
import { ROUTE_TABLE } from './routeTable';

/**
 * What a person must be allowed for the active account (src/domain/permissions.ts) to use a route, as each
 * feature declares it. The menus and forced redirects decide where a role goes; this decides what a page may
 * show, so a typed-in address cannot open an action the person may not take.
 */
export const ROUTE_PERMISSIONS: Record<string, PortalAction> = Object.fromEntries(
  ROUTE_TABLE.flatMap(({ path, requires }) => (requires ? [[path, requires]] : [])),
);

export interface RouteHandle {
  requires: PortalAction;
}

/** The route's `handle`, naming the permission it needs (none for pages everyone signed in may use). */
export const permissionHandle = (action: PortalAction | undefined): { handle?: RouteHandle } =>
  action ? { handle: { requires: action } } : {};

export const requires = (path: string): { handle?: RouteHandle } => permissionHandle(ROUTE_PERMISSIONS[path]);

export const requiredPermission = (handle: unknown): PortalAction | null => {
  if (typeof handle !== 'object' || handle === null || !('requires' in handle)) return null;
  return Object.values(ROUTE_PERMISSIONS).find((action) => action === handle.requires) ?? null;
};
