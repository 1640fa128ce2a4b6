import type { OperationId } from '../../src/api/operationTable.ts';
import type { PortalAction } from '../../src/domain/permissions.ts';

/**
 * Every operation of openapi/portal-api.yaml, by operationId, with what it acts on and the permission it
 * needs, so the sandbox's gate (auth.ts) can answer 401/403/404 before any handler runs. The cooperative's API
 * must make the same checks; this table is the sandbox's statement of them. Its type makes it complete: an
 * operation added to the contract does not compile until it has a line here.
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
        | 'measuringNote'
        | 'arrangement';
      id: Source;
      action: PortalAction;
      /**
       * A call that names no account is let through for any signed-in person; its handler checks what stands
       * in for the account (the order code of a forest-plan order).
       */
      unnamedAllowed?: true;
    };

const param = (name = 'id'): Source => ({ param: name });
const body = (name: string): Source => ({ body: name });

type ResourceKind = Exclude<Scope['kind'], 'signedIn' | 'self' | 'anyAccount'>;
const on = (kind: ResourceKind, id: Source, action: PortalAction, unnamedAllowed?: true): Scope =>
  unnamedAllowed ? { kind, id, action, unnamedAllowed } : { kind, id, action };
const anyAccount = (action: PortalAction): Scope => ({ kind: 'anyAccount', action });
const signedIn: Scope = { kind: 'signedIn' };
const self = (contactId: Source, action?: PortalAction): Scope =>
  action ? { kind: 'self', contactId, action } : { kind: 'self', contactId };

export const OPERATION_POLICIES: Record<OperationId, Scope> = {
  // Arrangements (idea bank): listed for the active account's local group; an arrangement belongs to the
  // account that made it, and only that account's people may change it. The list's path names the contact,
  // which its handler checks is the caller.
  deleteArrangement: on('arrangement', body('id'), 'manageIdeaBank'),
  finishArrangement: on('arrangement', body('id'), 'manageIdeaBank'),
  createArrangementNotification: on('arrangement', body('arrangementId'), 'manageIdeaBank'),
  updateArrangement: on('arrangement', body('id'), 'manageIdeaBank'),
  createArrangement: on('account', body('accountId'), 'manageIdeaBank'),
  getArrangementsForContact: on('account', { query: 'accountId' }, 'readIdeaBank'),

  // Contracts
  getContractsForAccount: on('account', param(), 'readContracts'),
  deleteContract: on('contract', param(), 'registerTimber'),
  createContract: on('account', body('accountId'), 'registerTimber'),
  // Track repair needs confirmTrackRepair; a draft's registration fields also need registerTimber (handler).
  updateContract: on('contract', body('contractId'), 'confirmTrackRepair'),
  getContract: on('contract', param(), 'readContracts'),
  getContractsByIds: on('contract', body('contractIds'), 'readContracts'),
  signContract: on('contract', body('contractId'), 'signContract'),
  updateContractStatus: on('contract', body('contractId'), 'reportReadyForPickup'),
  getContractDocuments: on('contract', param(), 'readContracts'),
  getContractDocumentContent: on('contract', param(), 'readContracts'),
  getForestOperationResultReport: on('contract', param('contractId'), 'readContracts'),

  // Contract details
  createContractDetail: on('contract', body('contractId'), 'registerTimber'),
  updateTimberLot: on('contract', body('contractId'), 'reportReadyForPickup'),
  getContractDetails: on('contract', param(), 'readContracts'),
  deleteContractDetail: on('contractDetail', param(), 'registerTimber'),
  getTimberLot: on('contract', param(), 'readContracts'),

  // Orders
  getOrdersForAccount: on('account', param(), 'readOrders'),
  createOrderLines: on('order', { bodyItems: 'orderId' }, 'order'),
  signOrder: on('order', body('orderId'), 'order'),
  getOrder: on('order', param(), 'readOrders'),
  createOrder: on('account', body('accountId'), 'order'),
  getOrderLines: on('order', param(), 'readOrders'),
  getOrderDocuments: on('order', param(), 'readOrders'),
  getOrderDocumentContent: on('order', param(), 'readOrders'),
  // The banner's order names the account; an order by code (a person with no account yet) names none.
  createPlanDataOrder: on('account', body('accountId'), 'order', true),
  getPlanDataForProperty: on('property', param(), 'readProperties'),

  // Properties
  getProductiveArea: on('propertyNumber', param(), 'readProperties'),
  getPropertyByKnrGnrBnr: anyAccount('readProperties'),
  getPropertiesFromMatrikkel: signedIn,
  createProperty: anyAccount('registerTimber'),
  getPropertiesForAccount: on('account', param(), 'readProperties'),
  getProperty: on('property', param(), 'readProperties'),
  getPropertyLocations: anyAccount('readProperties'),
  getPlanDataEligibilityForAccount: on('account', param('accountId'), 'readProperties'),

  // Account
  updateAccount: on('account', body('id'), 'changeAccountDetails'),
  getAccount: on('account', param(), 'readAccount'),
  acceptUsageOfForestPlan: on('account', body('id'), 'approveTerms'),
  removeAccessForContact: on('account', body('accountId'), 'manageAccess'),
  updateBedreSkogAgreement: on('account', body('accountId'), 'manageAccess'),
  updateBedreSkogStatus: on('account', body('accountId'), 'manageAccess'),
  updateHvisAtAgreement: on('account', body('accountId'), 'manageAccess'),
  updateAccountant: on('account', body('accountId'), 'manageAccess'),
  getBedreSkogAgreement: on('account', param(), 'readAccount'),
  getHvisAtAgreement: on('account', param(), 'readAccount'),
  getForestManager: on('account', param(), 'readAccount'),
  getForestManagers: on('account', param(), 'readAccount'),
  getAccountant: on('account', param(), 'readAccount'),
  getAccountants: on('account', param(), 'readAccount'),
  getUnitOwner: on('account', param(), 'readAccount'),
  getAccountsForContact: self(param()),
  getAccountsForAccountant: on('account', param(), 'readClientList'),
  getContactsWithAccess: on('account', param(), 'manageAccess'),
  getAccountContact: on('account', param(), 'readAccount'),
  // Finding other people's accounts by name or phone is for an accountant firm looking up its clients, and
  // the answer is id and name only: no owner browses the cooperative's members.
  searchAccounts: anyAccount('readClientList'),

  // Contacts
  registerNewUser: signedIn,
  createContact: anyAccount('manageAccess'),
  updateContact: self(body('contactId')),
  updateMarketingConsent: self(body('contactId')),
  updateContactAccount: on('account', body('accountId'), 'manageAccess'),
  confirmPasscode: on('account', body('accountId'), 'useOneTimeCode'),
  resolveContactByToken: signedIn,
  getIsEmployee: self(param()),

  // Reports and economy
  getAnnualTimberSettlementReport: on('account', param(), 'readEconomics'),
  getAnnualStatementReport: on('account', param(), 'readEconomics'),
  getDividendReport: on('account', param(), 'readEconomics'),
  getShareholderReport: on('account', param(), 'readEconomics'),
  getSettlementReport: on('settlement', param(), 'readEconomics'),
  getTimberSettlementReport: on('settlement', param(), 'readEconomics'),
  getTimberSettlementsForAccount: on('account', param(), 'readEconomics'),
  getTimberSettlementsForContract: on('contract', param(), 'readEconomics'),

  // Measuring notes
  getMeasuringNotes: on('contract', param(), 'readContracts'),
  getMeasuringNoteReport: on('measuringNote', param(), 'readContracts'),

  // Membership
  updateMembershipStatus: on('account', body('accountId'), 'manageAccess'),
  getMembershipStatus: on('account', param(), 'readAccount'),

  // Elections
  submitElection: on('account', body('accountId'), 'takePartInElections'),
  getElections: self(param('contactId'), 'takePartInElections'),
  getElectionDelegates: self(param('contactId'), 'takePartInElections'),

  // Authorization (power of attorney)
  createPowerOfAttorney: on('account', body('accountId'), 'takePartInElections'),
  getPowerOfAttorneyByCode: anyAccount('takePartInElections'),

  // Documents
  getIdeaBankDocuments: anyAccount('readIdeaBank'),
  getIdeaBankDocumentContent: anyAccount('readIdeaBank'),
  getBedreSkogDocuments: on('account', param(), 'readAccount'),
  getBedreSkogDocumentContent: on('account', param(), 'readAccount'),
  getHvisAtDocuments: on('account', param(), 'readAccount'),
  getHvisAtDocumentContent: on('account', param(), 'readAccount'),
  getCommonDocuments: anyAccount('readAccount'),
  getCommonDocumentContent: anyAccount('readAccount'),
  getTerritoryDocuments: anyAccount('readIdeaBank'),
  getTerritoryDocumentContent: anyAccount('readIdeaBank'),

  // Map and coordinates
  getNewMapElements: on('contract', param(), 'readContracts'),
  getMapElements: on('contract', { query: 'contractId' }, 'readContracts'),
  saveMapElements: on('contract', body('contractId'), 'registerTimber'),
  convertCoordinates: anyAccount('registerTimber'),
  getSupplyPoints: anyAccount('readContracts'),
  createSupplyPoint: anyAccount('registerTimber'),

  // Considerations
  getConsiderationQuestions: anyAccount('readContracts'),
  saveEnvironmentalConsiderations: on('contract', body('contractId'), 'reportEnvironment'),
  getEnvironmentalConsiderations: on('contract', param(), 'readContracts'),
  getConsiderationQuestionsForLoggingType: anyAccount('registerTimber'),

  // Other
  getAssortments: anyAccount('readContracts'),
  getBankIdPerson: signedIn,
  getAppMetaData: signedIn,
  getQualityControls: anyAccount('readContracts'),
  createQualityControl: on('contract', body('contractId'), 'reportQualityControl'),
  // The plan-order code and its products are looked up before the person has an account (spec §2.1).
  getPlanDataProjectByOrderCode: signedIn,
  getPlanDataProjectForSignedInPerson: signedIn,
  getProductsByProjectNumber: signedIn,
  getTerritories: signedIn,
};
