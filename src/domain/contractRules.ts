import type { Contract } from '../api/generated/model';
import { isPrivateOperation, isTimberRegistrationDraft, RENOVATION_BY_OWNER, TRACK_REPAIR } from './codeSets';
import type { PortalAction } from './permissions';
import { PATHS } from '../paths';

/** Spec §5: the list shows active contracts (status 100000001) whose timber registration is not excluded. */
export const ACTIVE_CONTRACT_STATE = 100000001;
/** Timber registrations rejected, withdrawn or cancelled (assumed codes, see openapi TimberRegistrationStatus). */
export const EXCLUDED_TIMBER_REGISTRATIONS: readonly number[] = [100000003, 100000004, 100000005];

export const isShownByDefault = (contract: Contract): boolean =>
  contract.status === ACTIVE_CONTRACT_STATE &&
  !isTimberRegistrationDraft(contract) &&
  !EXCLUDED_TIMBER_REGISTRATIONS.includes(contract.timberRegistration ?? -1);

const OPERATION = {
  ongoing: 100000001,
  finished: 100000002,
  finalSettlementSent: 100000003,
  accepted: 100000004,
  controlByProductionLeader: 100000005,
  fullyTransported: 100000007,
} as const;

const HARVEST_STARTED: readonly number[] = Object.values(OPERATION);

export const isUnsigned = (contract: Contract): boolean => contract.signatureState === 0;

export const needsTrackRepairConfirmation = (contract: Contract): boolean =>
  contract.renovationResponsibility === RENOVATION_BY_OWNER &&
  contract.statusOppussing === TRACK_REPAIR.notDone;

export type ContractAction =
  'sign' | 'readyForPickup' | 'environmentalReport' | 'measuringNotes' | 'contractFiles' | 'trackRepair';

/** What the person must be allowed (src/domain/permissions.ts) to be offered each action. */
export const ACTION_PERMISSIONS: Record<ContractAction, PortalAction> = {
  sign: 'signContract',
  readyForPickup: 'reportReadyForPickup',
  environmentalReport: 'reportEnvironment',
  measuringNotes: 'readContracts',
  contractFiles: 'readContracts',
  trackRepair: 'confirmTrackRepair',
};

/** The actions that apply to a contract, in the order the list shows them. */
export function contractActions(contract: Contract): ContractAction[] {
  // An unsigned contract offers only 'Les og signer avtale' (spec §4).
  if (isUnsigned(contract)) return ['sign'];
  const started = HARVEST_STARTED.includes(contract.statusReason ?? -1);
  const actions: ContractAction[] = [];
  if (contract.statusReason === OPERATION.ongoing) actions.push('readyForPickup');
  if (started) actions.push('environmentalReport', 'measuringNotes');
  actions.push('contractFiles');
  if (needsTrackRepairConfirmation(contract)) actions.push('trackRepair');
  return actions;
}

export const environmentalReportRoute = (contract: Contract): string =>
  isPrivateOperation(contract.operationType)
    ? PATHS.environmentalReportPrivate
    : PATHS.environmentalReportOperation;

/** On the contract list, this query parameter names the contract to open: shown, in view and focused. */
export const CONTRACT_PARAM = 'kontrakt';

/** The contract list opened at one contract (from 'Min skog', say). */
export const contractRoute = (contractId: string): string =>
  `${PATHS.contracts}?${new URLSearchParams({ [CONTRACT_PARAM]: contractId }).toString()}`;

/** On the contract list, this query parameter names a contract whose track-repair confirmation opens at once. */
export const TRACK_REPAIR_PARAM = 'sporutbedring';

/**
 * Where a contract's action is taken. A sub-page opens the session's chosen contract, so set that first;
 * track repair is confirmed in a dialog on the contract list.
 */
export function contractActionRoute(action: ContractAction, contract: Contract): string {
  switch (action) {
    case 'sign':
      return PATHS.signContract;
    case 'readyForPickup':
      return PATHS.readyForPickup;
    case 'environmentalReport':
      return environmentalReportRoute(contract);
    case 'measuringNotes':
      return PATHS.measuringNotes;
    case 'contractFiles':
      return PATHS.contractFiles;
    case 'trackRepair':
      return `${PATHS.contracts}?${new URLSearchParams({ [TRACK_REPAIR_PARAM]: contract.contractId }).toString()}`;
  }
}

export const matchesContractNumber = (contract: Contract, search: string): boolean =>
  contract.contractNumber.toLowerCase().includes(search.trim().toLowerCase());
