import { useRef } from 'react';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createOrder,
  createOrderLines,
  getOrder,
  getOrderDocumentContent,
  getOrderDocuments,
  signOrder,
} from '../../api/generated/endpoints/orders/orders';
import { getProductiveArea } from '../../api/generated/endpoints/properties/properties';
import type { OrderLine, OrderLineToCreate, OrderToCreate, Property } from '../../api/generated/model';
import {
  accountKeys,
  orderListQuery,
  PROPERTY_CACHE_TIME,
  propertyPlanDataQuery,
} from '../../api/accountQueries';
import type { MutationCallbacks } from '../../api/mutationCallbacks';
import { propertyListQuery } from '../../api/propertyQueries';

/**
 * The orders feature's queries. Every key starts with the active account, so switching account drops all of
 * them at once (['account', accountId, ...]).
 */
export const orderKeys = {
  all: accountKeys.orders,
  list: accountKeys.orderList,
  order: (accountId: string, orderId: string) => [...orderKeys.all(accountId), orderId] as const,
  documents: (accountId: string, orderId: string) =>
    [...orderKeys.order(accountId, orderId), 'documents'] as const,
  document: (accountId: string, orderId: string, name: string) =>
    [...orderKeys.documents(accountId, orderId), name] as const,
  properties: accountKeys.properties,
  planData: accountKeys.propertyPlanData,
  productiveArea: (accountId: string, areaId: string) =>
    [...orderKeys.properties(accountId), 'productiveArea', areaId] as const,
};

export const ordersQuery = orderListQuery;

export const orderQuery = (accountId: string, orderId: string) =>
  queryOptions({
    queryKey: orderKeys.order(accountId, orderId),
    queryFn: ({ signal }) => getOrder(orderId, undefined, signal),
  });

export const orderDocumentsQuery = (accountId: string, orderId: string) =>
  queryOptions({
    queryKey: orderKeys.documents(accountId, orderId),
    queryFn: ({ signal }) => getOrderDocuments(orderId, undefined, signal),
  });

export const orderDocumentContentQuery = (accountId: string, orderId: string, name: string) =>
  queryOptions({
    queryKey: orderKeys.document(accountId, orderId, name),
    // The generated client encodes the file name, so '#', '?' or '/' in it cannot end the path.
    queryFn: ({ signal }) => getOrderDocumentContent(orderId, name, undefined, signal),
  });

export const propertiesQuery = propertyListQuery;

export const planDataQuery = propertyPlanDataQuery;

/** The area service names a property knr-gnr-bnr. */
export const areaServiceId = (property: Pick<Property, 'knr' | 'gnr' | 'bnr'>): string =>
  `${property.knr}-${String(property.gnr)}-${String(property.bnr)}`;

export const productiveAreaQuery = (accountId: string, property: Pick<Property, 'knr' | 'gnr' | 'bnr'>) =>
  queryOptions({
    queryKey: orderKeys.productiveArea(accountId, areaServiceId(property)),
    queryFn: ({ signal }) => getProductiveArea(areaServiceId(property), undefined, signal),
    staleTime: PROPERTY_CACHE_TIME,
    gcTime: PROPERTY_CACHE_TIME,
    // The area service is optional: on failure the property's weightedArea is used (spec §7, §8).
    retry: false,
  });

/** PUT /orders/signature for the contact; the account's orders are fetched again after. */
export function useSignOrder(
  accountId: string,
  orderId: string,
  contactId: string,
  callbacks: MutationCallbacks<void>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => signOrder({ orderId, signedByContactId: contactId }),
    onSuccess: async () => {
      callbacks.onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: orderKeys.all(accountId) });
    },
    onError: (error) => callbacks.onError?.(error),
  });
}

export interface OrderToPlace {
  order: OrderToCreate;
  /** The lines of the order, once it has its number. */
  lines: (orderId: string) => OrderLineToCreate[];
}

export interface PlacedOrder {
  orderId: string;
  /** The lines as the cooperative made them (prices from its price list). */
  lines: OrderLine[];
}

/**
 * POST /orders/orders, then POST /orders/create-order-lines; the account's orders are fetched again after. An order created before
 * its lines failed is reused on the next try, so a retry never makes two orders.
 */
export function usePlaceOrder(accountId: string, callbacks: MutationCallbacks<PlacedOrder, OrderToPlace>) {
  const queryClient = useQueryClient();
  const createdOrderId = useRef<string | null>(null);
  return useMutation({
    mutationFn: async ({ order, lines }: OrderToPlace) => {
      createdOrderId.current ??= (await createOrder(order)).orderId;
      const orderId = createdOrderId.current;
      return { orderId, lines: await createOrderLines(lines(orderId)) };
    },
    onSuccess: async (placed, variables) => {
      callbacks.onSuccess?.(placed, variables);
      await queryClient.invalidateQueries({ queryKey: orderKeys.all(accountId) });
    },
    onError: (error, variables) => callbacks.onError?.(error, variables),
  });
}
