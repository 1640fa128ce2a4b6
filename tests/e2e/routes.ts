import type { Page } from '@playwright/test';
import { PATHS, type AppPath } from '../../src/paths';
import { PORTAL } from './servers';

/*
 * Every route of the route table (src/app/routeTable.ts), as the browser tests open it: the person who may use
 * it and the session state it needs. The fault matrix lays its faults on each; the screens spec opens each in
 * the phone's and the desktop's viewport.
 */

export interface RouteVisit {
  path: AppPath;
  /** The test person who may use the route, as the test eID lists them. */
  person: string;
  /** The account to act for, when the person has several. */
  account?: string;
  /** Session state the page needs (the chosen contract of a contract's sub-page). */
  session?: Record<string, string>;
  /**
   * The page's calls only fill in a default (the price calculator's municipality from the account's
   * properties): without them it still works, and no 'Prøv igjen' is owed; it must still not break.
   */
  worksWithoutItsCalls?: true;
  /** Pages outside the signed-in layout have no main menu. */
  public?: true;
  /** The page asks the API for nothing when it opens (its row has no data faults; a form's save has its own). */
  makesNoCalls?: true;
}

const KARI = { person: 'Kari Nordmann', account: 'Kari Nordmann' } as const;
const chosenContract = (contractId: string, operationType: number) => ({
  contractId,
  operationType: String(operationType),
});

export const ROUTE_VISITS: RouteVisit[] = [
  { path: PATHS.roleSelection, person: 'Nils Ny', public: true, makesNoCalls: true },
  {
    path: PATHS.forestOwnerRegistration,
    person: 'Nils Ny',
    public: true,
    makesNoCalls: true,
  },
  { path: PATHS.userRegistration, person: 'Nils Ny', public: true, makesNoCalls: true },
  { path: PATHS.noUser, person: 'Nils Ny', public: true, makesNoCalls: true },
  { path: PATHS.planOrderByCode, person: 'Nils Ny', public: true },
  { path: PATHS.home, ...KARI },
  { path: PATHS.contact, ...KARI, makesNoCalls: true },
  { path: PATHS.profile, ...KARI, makesNoCalls: true },
  { path: PATHS.accesses, ...KARI, makesNoCalls: true },
  {
    path: PATHS.contactInfo,
    ...KARI,
    makesNoCalls: true,
  },
  {
    path: PATHS.accountInfo,
    ...KARI,
  },
  {
    path: PATHS.oneTimeCode,
    person: 'Per Berg',
    makesNoCalls: true,
  },
  { path: PATHS.accountant, person: 'Siri Dahl' },
  { path: PATHS.economics, ...KARI },
  { path: PATHS.timberRegistration, ...KARI },
  { path: PATHS.contracts, ...KARI },
  { path: PATHS.signContract, ...KARI, session: chosenContract('contract-2026-101', 1) },
  { path: PATHS.readyForPickup, ...KARI, session: chosenContract('contract-2026-102', 2) },
  {
    path: PATHS.environmentalReportPrivate,
    ...KARI,
    session: chosenContract('contract-2026-102', 2),
  },
  { path: PATHS.environmentalReportOperation, ...KARI, session: chosenContract('contract-2026-103', 1) },
  { path: PATHS.measuringNotes, ...KARI, session: chosenContract('contract-2026-102', 2) },
  { path: PATHS.contractFiles, ...KARI, session: chosenContract('contract-2026-102', 2) },
  { path: PATHS.myForest, ...KARI },
  { path: PATHS.orders, ...KARI },
  { path: PATHS.plantOrder, ...KARI },
  { path: PATHS.priceCalculator, ...KARI, worksWithoutItsCalls: true },
  { path: PATHS.planOrder, ...KARI },
  { path: PATHS.ideaBank, ...KARI },
  { path: PATHS.registerArrangement, ...KARI, makesNoCalls: true },
];

/**
 * Routes not visited as screens of their own, and why: the sign-in page and the eID's return are the sign-in
 * (sign-in.spec.ts, where their faults are the eID's), and '*' is the not-found page (route-errors.spec.ts).
 */
export const NOT_VISITED = new Set([PATHS.signIn, PATHS.signInCallback, PATHS.notFound]);

/**
 * Opens `path` with the session state the route needs (the chosen contract of a contract's sub-page) written
 * before the page's first script: set from the page before, it was once overwritten by that page's own late
 * write of its session (the home page, still busy on a loaded machine), and the contract page then had no
 * contract, made no call, and its whole row went untested.
 */
export async function gotoWithSession(
  page: Page,
  path: string,
  { session, ...options }: { waitUntil?: 'commit'; session?: Record<string, string> },
): Promise<void> {
  // Only on the page asked for: a page that leaves at once (a 401 or 403 signs out to /login/bankId) can be
  // loaded before the script is removed, and the choices written there were traces of a session that had ended.
  const target = new URL(path, PORTAL);
  const chosen = session
    ? await page.addInitScript(
        ({ entries, origin, pathname }) => {
          if (window.location.origin !== origin || window.location.pathname !== pathname) return;
          for (const [key, value] of Object.entries(entries)) window.sessionStorage.setItem(key, value);
        },
        { entries: session, origin: target.origin, pathname: target.pathname },
      )
    : null;
  try {
    await page.goto(path, options);
  } finally {
    await chosen?.dispose();
  }
}
