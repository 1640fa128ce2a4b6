import { queryOptions } from '@tanstack/react-query';
import { getAssortments } from '../../api/generated/endpoints/other/other';
import { getPropertiesForAccount } from '../../api/generated/endpoints/properties/properties';
import type { OperationType } from '../../api/generated/model';
import { PROPERTY_CACHE_TIME } from '../../api/accountQueries';

/** The assortments the cooperative buys now (the price list's status filter, as timber registration asks). */
const ACTIVE_ASSORTMENTS = 0;

/** The price calculator's queries, under the active account: ['account', accountId, 'priceCalculator', ...]. */
export const priceCalculatorKeys = {
  all: (accountId: string) => ['account', accountId, 'priceCalculator'] as const,
  properties: (accountId: string) => [...priceCalculatorKeys.all(accountId), 'properties'] as const,
  prices: (accountId: string, municipalityId: string, operationType: OperationType) =>
    [...priceCalculatorKeys.all(accountId), 'prices', municipalityId, operationType] as const,
};

/** The account's properties: their municipalities are the calculator's default. */
export const propertiesQuery = (accountId: string) =>
  queryOptions({
    queryKey: priceCalculatorKeys.properties(accountId),
    queryFn: ({ signal }) => getPropertiesForAccount(accountId, undefined, signal),
    staleTime: PROPERTY_CACHE_TIME,
    gcTime: PROPERTY_CACHE_TIME,
  });

/** Prices and cost estimates of the assortments for a municipality (knr) and operation type. */
export const pricesQuery = (accountId: string, municipalityId: string, operationType: OperationType) =>
  queryOptions({
    queryKey: priceCalculatorKeys.prices(accountId, municipalityId, operationType),
    queryFn: ({ signal }) =>
      getAssortments({ municipalityId, status: ACTIVE_ASSORTMENTS, operationType }, undefined, signal),
  });
