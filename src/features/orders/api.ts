import { queryOptions } from '@tanstack/react-query';
import {
  getOrder,
  getOrderDocumentContent,
  getOrderDocuments,
} from '../../api/generated/endpoints/orders/orders';
import {
  getProductiveArea,
  getPropertiesForAccount,
} from '../../api/generated/endpoints/properties/properties';
import type { Property } from '../../api/generated/model';
import {
  accountKeys,
  orderListQuery,
  PROPERTY_CACHE_TIME,
  propertyPlanDataQuery,
} from '../../api/accountQueries';

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

export const propertiesQuery = (accountId: string) =>
  queryOptions({
    queryKey: orderKeys.properties(accountId),
    queryFn: ({ signal }) => getPropertiesForAccount(accountId, undefined, signal),
    staleTime: PROPERTY_CACHE_TIME,
    gcTime: PROPERTY_CACHE_TIME,
  });

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
