import type { AccountRole } from '../api/generated/model';

/** Menus and forced redirects by role (spec §4 and §6). */
export interface MenuItem {
  label: string;
  to: string;
}

const HOME: MenuItem = { label: 'Meny', to: '/' };
const TIMBER_REGISTRATION: MenuItem = { label: 'Tømmerinnmelding', to: '/timberRegistration' };
const ORDERS: MenuItem = { label: 'Bestillinger', to: '/orders' };
const ECONOMICS: MenuItem = { label: 'Økonomi', to: '/economics' };
const TIMBER_CONTRACTS: MenuItem = { label: 'Tømmerkontrakter', to: '/timberContract' };
const PLANT_ORDER: MenuItem = { label: 'Plantebestilling', to: '/orders/selectProperty' };
const PRICE_CALCULATOR: MenuItem = { label: 'Priskalkulator', to: '/priceCalculator' };
const CONTACT: MenuItem = { label: 'Kontakt oss', to: '/contact' };
const ONE_TIME_CODE: MenuItem = { label: 'Engangskode', to: '/oneTimeCode' };
const ACCOUNTANT_ECONOMICS: MenuItem = { label: 'Økonomi', to: '/accountant' };

export type MenuVariant = 'wide' | 'mobile';

export function menuFor(role: AccountRole | null | undefined, variant: MenuVariant): MenuItem[] {
  switch (role) {
    case 'ENTREPRENEUR':
    case 'TRANSPORTER':
    case 'FOREST_CULTURE':
      return [ONE_TIME_CODE, CONTACT];
    case 'ACCOUNTANT':
      return [ACCOUNTANT_ECONOMICS, CONTACT];
    case 'FOREST_OWNER':
    case 'FOREST_MANAGER':
    case 'REPRESENTATIVE':
      return variant === 'wide'
        ? [
            HOME,
            TIMBER_REGISTRATION,
            ORDERS,
            ECONOMICS,
            TIMBER_CONTRACTS,
            PLANT_ORDER,
            PRICE_CALCULATOR,
            CONTACT,
          ]
        : [HOME, TIMBER_REGISTRATION, TIMBER_CONTRACTS, PLANT_ORDER, ORDERS, ECONOMICS];
    default:
      return [CONTACT];
  }
}

const isUnder = (pathname: string, route: string) => pathname === route || pathname.startsWith(`${route}/`);

/**
 * Where a role must go instead of `pathname`, or null to stay. Contractor-type roles live on the one-time
 * code page, accountants on their economics page; both may always reach contact and profile.
 */
export function forcedRedirect(role: AccountRole | null | undefined, pathname: string): string | null {
  const allowedEverywhere = ['/contact', '/profile'];
  let home: string | null = null;
  if (role === 'ENTREPRENEUR' || role === 'TRANSPORTER' || role === 'FOREST_CULTURE') home = '/oneTimeCode';
  if (role === 'ACCOUNTANT') home = '/accountant';
  if (!home) return null;
  if ([home, ...allowedEverywhere].some((route) => isUnder(pathname, route))) return null;
  return home;
}

/** The label of a route for headings of pages a later issue builds. */
export const routeLabels: Record<string, string> = {
  '/ideaBank/registerArrangement': 'Idébank: arrangement',
};
