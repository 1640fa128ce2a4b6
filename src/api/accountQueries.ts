import { queryOptions } from '@tanstack/react-query';
import { getContractsForAccount } from './generated/endpoints/contracts/contracts';
import { getOrdersForAccount, getPlanDataForProperty } from './generated/endpoints/orders/orders';
import { getPlanDataEligibilityForAccount } from './generated/endpoints/properties/properties';

/**
 * The account's lists that more than one feature reads: the contracts (contract list, the start page's 'Dette
 * venter på deg'), the orders ('Bestillinger', the start page) and the forest-plan eligibility (the banner, the
 * plan order). One key and one fetcher each, so a feature that changes them (signing, ordering) refreshes
 * every reader. The forest-plan data of a property is read by the environmental-plan order and the
 * forest-plan order alike. Every key starts with the account: switching account drops them all.
 */
export const accountKeys = {
  account: (accountId: string) => ['account', accountId] as const,
  contracts: (accountId: string) => ['account', accountId, 'contracts'] as const,
  contractList: (accountId: string) => [...accountKeys.contracts(accountId), 'list'] as const,
  orders: (accountId: string) => ['account', accountId, 'orders'] as const,
  orderList: (accountId: string) => [...accountKeys.orders(accountId), 'list'] as const,
  properties: (accountId: string) => ['account', accountId, 'properties'] as const,
  propertyList: (accountId: string) => [...accountKeys.properties(accountId), 'list'] as const,
  planOrderEligibility: (accountId: string) =>
    [...accountKeys.properties(accountId), 'planOrderEligibility'] as const,
  propertyPlanData: (accountId: string, propertyId: string) =>
    [...accountKeys.properties(accountId), propertyId, 'planData'] as const,
};

/** Spec §9: property queries are cached for one hour. */
export const PROPERTY_CACHE_TIME = 3_600_000;

export const contractListQuery = (accountId: string) =>
  queryOptions({
    queryKey: accountKeys.contractList(accountId),
    queryFn: async ({ signal }) => (await getContractsForAccount(accountId, undefined, signal)).contracts,
  });

export const orderListQuery = (accountId: string) =>
  queryOptions({
    queryKey: accountKeys.orderList(accountId),
    queryFn: ({ signal }) => getOrdersForAccount(accountId, undefined, signal),
  });

export const planOrderEligibilityQuery = (accountId: string) =>
  queryOptions({
    queryKey: accountKeys.planOrderEligibility(accountId),
    queryFn: ({ signal }) => getPlanDataEligibilityForAccount(accountId, undefined, signal),
  });

/** The forest-plan data (stands, counters) of a property. */
export const propertyPlanDataQuery = (accountId: string, propertyId: string) =>
  queryOptions({
    queryKey: accountKeys.propertyPlanData(accountId, propertyId),
    queryFn: ({ signal }) => getPlanDataForProperty(propertyId, undefined, signal),
    staleTime: PROPERTY_CACHE_TIME,
    gcTime: PROPERTY_CACHE_TIME,
  });
