import type { AccountRole } from '../api/generated/model';
import { PATHS } from '../paths';

/** The services of each role's menu (spec §6): the header's menu and the start page's tiles. */
export interface MenuItem {
  /** The service's Norwegian name: also the key src/domain/serviceMenuTexts.ts translates it by (#43). */
  label: string;
  to: string;
  /**
   * One line on what the service is for, under its tile on the start page: Norwegian, and the key
   * src/features/home/serviceDescriptions.ts translates it by (#43).
   */
  description: string;
}

/* eslint-disable lingui/no-unlocalized-strings -- A label and a description here are the keys of their messages
   in src/domain/serviceMenuTexts.ts (a text shown is that message). */

const HOME: MenuItem = {
  label: 'Meny',
  to: PATHS.home,
  description: 'Oversikt over det som venter på deg.',
};
const TIMBER_REGISTRATION: MenuItem = {
  label: 'Tømmerinnmelding',
  to: PATHS.timberRegistration,
  description: 'Meld inn tømmer du vil selge, steg for steg.',
};
const ORDERS: MenuItem = {
  label: 'Bestillinger',
  to: PATHS.orders,
  description: 'Se og signer bestillinger av planter og planer.',
};
const ECONOMICS: MenuItem = {
  label: 'Økonomi',
  to: PATHS.economics,
  description: 'Avregninger, årsoppgaver og utbytte per år.',
};
const TIMBER_CONTRACTS: MenuItem = {
  label: 'Tømmerkontrakter',
  to: PATHS.contracts,
  description: 'Kontrakter, signering, henteklart og målebrev.',
};
/** Not in the spec's menus (§6): issue #28 adds it after 'Tømmerkontrakter', in both. */
const MY_FOREST: MenuItem = {
  label: 'Min skog',
  to: PATHS.myForest,
  description: 'Eiendommene og hogstfeltene dine på ett kart.',
};
const PLANT_ORDER: MenuItem = {
  label: 'Plantebestilling',
  to: PATHS.plantOrder,
  description: 'Bestill planter til eiendommen din.',
};
const PRICE_CALCULATOR: MenuItem = {
  label: 'Priskalkulator',
  to: PATHS.priceCalculator,
  description: 'Regn ut hva tømmeret kan være verdt.',
};
const CONTACT: MenuItem = {
  label: 'Kontakt oss',
  to: PATHS.contact,
  description: 'Telefon, e-post og kontorets adresse.',
};
const ONE_TIME_CODE: MenuItem = {
  label: 'Engangskode',
  to: PATHS.oneTimeCode,
  description: 'Bekreft engangskodene du får fra andelslaget.',
};
const ACCOUNTANT_ECONOMICS: MenuItem = {
  label: 'Økonomi',
  to: PATHS.accountant,
  description: 'Kundene dine og økonomien deres.',
};

/** On the start page only: the spec's top menus (§6) do not list the idea bank. */
const IDEA_BANK: MenuItem = {
  label: 'Idébank',
  to: PATHS.ideaBank,
  description: 'Kurs og arrangementer i skogeierlaget, med varsling på SMS og e-post.',
};

/* eslint-enable lingui/no-unlocalized-strings */

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
            MY_FOREST,
            PLANT_ORDER,
            PRICE_CALCULATOR,
            CONTACT,
          ]
        : [HOME, TIMBER_REGISTRATION, TIMBER_CONTRACTS, MY_FOREST, PLANT_ORDER, ORDERS, ECONOMICS];
    default:
      return [CONTACT];
  }
}

/** The start page's tiles: every service of the role's full (wide) menu but the start page itself, and the idea bank for the owner's side. */
export function serviceTilesFor(role: AccountRole | null | undefined): MenuItem[] {
  const services = menuFor(role, 'wide').filter((item) => item.to !== PATHS.home);
  const ownerSide = role === 'FOREST_OWNER' || role === 'FOREST_MANAGER' || role === 'REPRESENTATIVE';
  // Before 'Kontakt oss', which closes every list of services.
  return ownerSide ? [...services.slice(0, -1), IDEA_BANK, ...services.slice(-1)] : services;
}
