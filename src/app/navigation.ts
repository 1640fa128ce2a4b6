import type { AccountRole } from '../api/generated/model';
import { PATHS } from '../paths';

/** Forced redirects by role (spec §4). The menus by role (spec §6) are a domain rule the start page shares. */
export { menuFor, type MenuItem, type MenuVariant } from '../domain/serviceMenu';

const isUnder = (pathname: string, route: string) => pathname === route || pathname.startsWith(`${route}/`);

/**
 * Where a role must go instead of `pathname`, or null to stay. Contractor-type roles live on the one-time
 * code page, accountants on their economics page; both may always reach contact and profile.
 */
export function forcedRedirect(role: AccountRole | null | undefined, pathname: string): string | null {
  const allowedEverywhere = [PATHS.contact, PATHS.profile];
  let home: string | null = null;
  if (role === 'ENTREPRENEUR' || role === 'TRANSPORTER' || role === 'FOREST_CULTURE')
    home = PATHS.oneTimeCode;
  if (role === 'ACCOUNTANT') home = PATHS.accountant;
  if (!home) return null;
  if ([home, ...allowedEverywhere].some((route) => isUnder(pathname, route))) return null;
  return home;
}
