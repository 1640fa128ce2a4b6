import type { AccountRole } from '../api/generated/model';

/**
 * Who may do what for an account: the one permission table of the portal. The UI shows only the actions a
 * person may take, and the sandbox API (like the cooperative's API must) refuses the rest with 403.
 *
 * The spec's role matrix is "not shown", so this is the cooperative's rule, chosen for an organisation that
 * pays out money to the account's bank account:
 * - The forest owner runs the account: details, bank account, who has access, contracts, orders, economics.
 * - A cooperative employee acting as an owner may do the same, except change the bank account (spec §6).
 * - A forest manager or representative acts for the owner in forest matters, but neither changes where
 *   money is paid nor who has access. The idea bank (the local group's courses and events) is run by the
 *   group's members: owners, their representatives and cooperative employees helping them; a forest manager
 *   may read it only.
 * - Contractors, transporters and forest-culture workers read their company account, use one-time codes
 *   and change only their own contact data (a person-level right every signed-in contact has).
 * - An accountant sees the firm's own account and its list of clients; for a client's account the access
 *   is read-only and limited to economics.
 */
export type PortalAction =
  /** See the account's details (address, organisation number, bank account). */
  | 'readAccount'
  /** Change the account's address, e-mail and phone. */
  | 'changeAccountDetails'
  /** Change the bank account number the cooperative pays settlements to. */
  | 'changeBankAccount'
  /** Grant or remove access, choose the accountant, agreements (Bedre skog, HvisAT), membership. */
  | 'manageAccess'
  /** Approve the terms and the account's consent to forest-plan data use. */
  | 'approveTerms'
  /** Timber contracts with their files, assortments, measuring notes and environmental reports. */
  | 'readContracts'
  /** Register timber: new contracts, their details, map elements and supply points. */
  | 'registerTimber'
  | 'signContract'
  /** Report volumes ready for pickup and a private operation finished. */
  | 'reportReadyForPickup'
  /** Send the environmental report of a contract. */
  | 'reportEnvironment'
  /** Confirm track repair (sporutbedring) done. */
  | 'confirmTrackRepair'
  /** Record a quality control of an operation. */
  | 'reportQualityControl'
  /** Properties, their plan data and areas. */
  | 'readProperties'
  | 'readOrders'
  /** Plant, environmental-plan (MiS) and forest-plan orders, their lines and signature. */
  | 'order'
  /** Settlements, annual statements, dividend and shareholder reports. */
  | 'readEconomics'
  | 'useOneTimeCode'
  /** Read the local group's courses and events (idea bank) and its documents. */
  | 'readIdeaBank'
  /** Create, change, report and delete arrangements, and notify members. */
  | 'manageIdeaBank'
  /** Elections, delegates and power of attorney. */
  | 'takePartInElections'
  /** An accountant's list of client accounts. */
  | 'readClientList';

export type Party =
  | 'forestOwner'
  | 'cooperativeEmployee'
  | 'forestManager'
  | 'representative'
  | 'entrepreneur'
  | 'transporter'
  | 'forestCulture'
  | 'accountant'
  | 'accountantForClient';

const OWNER_ACTIONS: readonly PortalAction[] = [
  'readAccount',
  'changeAccountDetails',
  'changeBankAccount',
  'manageAccess',
  'approveTerms',
  'readContracts',
  'registerTimber',
  'signContract',
  'reportReadyForPickup',
  'reportEnvironment',
  'confirmTrackRepair',
  'reportQualityControl',
  'readProperties',
  'readOrders',
  'order',
  'readEconomics',
  'readIdeaBank',
  'manageIdeaBank',
  'takePartInElections',
];

const without = (actions: readonly PortalAction[], ...removed: PortalAction[]): readonly PortalAction[] =>
  actions.filter((action) => !removed.includes(action));

const PARTNER_ACTIONS: readonly PortalAction[] = ['readAccount', 'useOneTimeCode'];

/** The table itself: what each party may do for the account it acts for. Anything not listed is denied. */
export const PERMISSIONS: Record<Party, ReadonlySet<PortalAction>> = {
  forestOwner: new Set(OWNER_ACTIONS),
  cooperativeEmployee: new Set(without(OWNER_ACTIONS, 'changeBankAccount')),
  // The idea bank is the local forest-owner group's own business: a hired manager may read it, not run it.
  forestManager: new Set(
    without(OWNER_ACTIONS, 'changeBankAccount', 'manageAccess', 'takePartInElections', 'manageIdeaBank'),
  ),
  representative: new Set(without(OWNER_ACTIONS, 'changeBankAccount', 'manageAccess')),
  entrepreneur: new Set(PARTNER_ACTIONS),
  transporter: new Set(PARTNER_ACTIONS),
  forestCulture: new Set(PARTNER_ACTIONS),
  accountant: new Set<PortalAction>(['readAccount', 'readClientList']),
  accountantForClient: new Set<PortalAction>(['readEconomics']),
};

export interface Actor {
  /** The person's role for the account (userData.accounts[].accountRole), if the account is their own. */
  role: AccountRole | null | undefined;
  /** The contact is a cooperative employee (spec §3 isEmployee). */
  isEmployee: boolean;
  /** The account is a client of the person's accounting firm, not one they act for themselves. */
  asAccountantForClient?: boolean;
}

/** The party a person is for an account, or null when they have no access to it at all. */
export function partyOf(actor: Actor): Party | null {
  if (actor.asAccountantForClient) return 'accountantForClient';
  switch (actor.role) {
    case 'FOREST_OWNER':
      return actor.isEmployee ? 'cooperativeEmployee' : 'forestOwner';
    case 'FOREST_MANAGER':
      return 'forestManager';
    case 'REPRESENTATIVE':
      return 'representative';
    case 'ENTREPRENEUR':
      return 'entrepreneur';
    case 'TRANSPORTER':
      return 'transporter';
    case 'FOREST_CULTURE':
      return 'forestCulture';
    case 'ACCOUNTANT':
      return 'accountant';
    default:
      return null;
  }
}

/** Whether `party` may take `action`; a person without access (null) may take none. */
export const may = (party: Party | null, action: PortalAction): boolean =>
  party !== null && PERMISSIONS[party].has(action);
