import type { Contract, OrderListEntry } from '../../api/generated/model';
import {
  ACTION_PERMISSIONS,
  contractActions,
  isShownByDefault,
  type ContractAction,
} from '../../domain/contractRules';
import { isAwaitingSignature } from '../../domain/orderRules';
import type { PortalAction } from '../../domain/permissions';

/** The contract actions that wait for the owner, in the order 'Dette venter på deg' lists them. */
const WAITING_CONTRACT_ACTIONS = [
  'sign',
  'trackRepair',
  'readyForPickup',
] as const satisfies readonly ContractAction[];
export type WaitingContractAction = (typeof WAITING_CONTRACT_ACTIONS)[number];

export type WaitingItem =
  | { kind: WaitingContractAction; contract: Contract }
  | { kind: 'signOrder'; order: OrderListEntry & { orderId: string } };

const hasId = (entry: OrderListEntry): entry is OrderListEntry & { orderId: string } =>
  typeof entry.orderId === 'string';

/**
 * What needs the owner now: unsigned contracts, track repairs to confirm, operations to report ready for
 * pickup, then orders to sign. Only what the contract list itself would offer (active contracts, never a
 * draft registration) and what the person may do.
 */
export function waitingItems(
  contracts: readonly Contract[],
  orders: readonly OrderListEntry[],
  may: (action: PortalAction) => boolean,
): WaitingItem[] {
  const contractItems = WAITING_CONTRACT_ACTIONS.flatMap((kind) =>
    contracts
      .filter(isShownByDefault)
      .filter((contract) => contractActions(contract).includes(kind) && may(ACTION_PERMISSIONS[kind]))
      .map((contract): WaitingItem => ({ kind, contract })),
  );
  const orderItems = may('order')
    ? orders
        .filter(hasId)
        .filter(isAwaitingSignature)
        .map((order): WaitingItem => ({ kind: 'signOrder', order }))
    : [];
  return [...contractItems, ...orderItems];
}
