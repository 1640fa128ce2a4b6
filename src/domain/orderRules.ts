import type { OrderListEntry } from '../api/generated/model';
import { PATHS } from '../paths';

/** Orders of 'Bestillinger' (plant, environmental-plan and forest-plan orders). */

/** Signature state 0 'Nei' (spec §4): the order waits for the owner's signature. */
export const isAwaitingSignature = (order: Pick<OrderListEntry, 'signatureState'>): boolean =>
  order.signatureState === 0;

/** The id of an order's card on 'Bestillinger', so an address can name it. */
export const orderCardId = (orderId: string): string => `ordre-${orderId}`;

/** 'Bestillinger', scrolled to the order's card. */
export const orderCardRoute = (orderId: string): string => `${PATHS.orders}#${orderCardId(orderId)}`;
