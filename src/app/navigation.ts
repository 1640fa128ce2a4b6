import type { Account, AccountRole } from '../api/generated/model';
import { PATHS } from '../paths';

/** Forced redirects by role (spec §4). The menus by role (spec §6) are a domain rule the start page shares. */
export { menuFor, type MenuItem, type MenuVariant } from '../domain/serviceMenu';
import type { MenuItem } from '../domain/serviceMenu';

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

/**
 * The one menu item a page belongs to: the deepest whose address the page's address is or lies under
 * ('Plantebestilling' on /orders/selectProperty, not 'Bestillinger' too), or null for a page of no item.
 */
export function currentMenuItem(pathname: string, items: readonly MenuItem[]): MenuItem | null {
  const containing = items.filter((item) =>
    item.to === PATHS.home ? pathname === PATHS.home : isUnder(pathname, item.to),
  );
  return containing.reduce<MenuItem | null>(
    (deepest, item) => (deepest === null || item.to.length > deepest.to.length ? item : deepest),
    null,
  );
}

/**
 * What the header's company slot says: the company's name, or 'Personlig konto' when the person acts for their
 * own personal account (its name is theirs, so 'Kari Nordmann / Kari Nordmann' said nothing).
 */
export const PERSONAL_ACCOUNT = 'Personlig konto';

export function accountLabel(
  account: Pick<Account, 'name' | 'organizationNumber'>,
  personName: string,
): string {
  return !account.organizationNumber && account.name === personName ? PERSONAL_ACCOUNT : account.name;
}
