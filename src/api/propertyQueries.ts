import { queryOptions } from '@tanstack/react-query';
import { getPropertiesForAccount, getPropertyByKnrGnrBnr } from './generated/endpoints/properties/properties';
import type { GetPropertyByKnrGnrBnrParams } from './generated/model';
import { accountKeys, PROPERTY_CACHE_TIME } from './accountQueries';

/**
 * The account's properties (GET /properties/{id}), read by 'Bestillinger', the plant order, the price
 * calculator and the timber registration: one key, so they share one cache entry.
 */
export const propertyListQuery = (accountId: string) =>
  queryOptions({
    queryKey: accountKeys.propertyList(accountId),
    queryFn: ({ signal }) => getPropertiesForAccount(accountId, undefined, signal),
    staleTime: PROPERTY_CACHE_TIME,
    gcTime: PROPERTY_CACHE_TIME,
  });

/**
 * GET /properties/getPropertyByKnrGnrBnr, cached whole: the map's position and outline select from it. Not
 * account data: a property's place is the same whoever asks.
 */
export const propertyLocationQuery = (property: GetPropertyByKnrGnrBnrParams) =>
  queryOptions({
    queryKey: ['property-location', property.knr, property.gnr, property.bnr] as const,
    queryFn: ({ signal }) => getPropertyByKnrGnrBnr(property, undefined, signal),
  });
