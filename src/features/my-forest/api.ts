import { queryOptions } from '@tanstack/react-query';
import { contractListQuery, PROPERTY_CACHE_TIME } from '../../api/accountQueries';
import { getMapElements } from '../../api/generated/endpoints/map-and-coordinates/map-and-coordinates';
import { getPropertyLocations } from '../../api/generated/endpoints/properties/properties';
import type { MapElement } from '../../api/generated/model';
import { httpStatusOf } from '../../api/httpStatus';
import { propertyListQuery } from '../../api/propertyQueries';
import { CONTRACT_MAP_SCOPE, REGISTRATION_MAP_SCOPE } from '../../api/mapQueries';

export { contractListQuery };

/**
 * 'Min skog' reads the account's properties, where they lie, its contracts (the list the contract list shares)
 * and each contract's harvest area. Keys start with the account, so switching account drops them.
 */
export const myForestKeys = {
  all: (accountId: string) => ['account', accountId, 'myForest'] as const,
  locations: (accountId: string) => [...myForestKeys.all(accountId), 'locations'] as const,
  harvestArea: (accountId: string, contractId: string) =>
    [...myForestKeys.all(accountId), 'harvestArea', contractId] as const,
};

/** GET /properties/{id}, the one cache entry every feature shares. */
export const propertiesQuery = propertyListQuery;

/**
 * GET /properties/locations: every property the person may see, with its outline; the page keeps the
 * account's own. Under the account's key although the answer is the person's: it is read for this account.
 */
export const propertyLocationsQuery = (accountId: string) =>
  queryOptions({
    queryKey: myForestKeys.locations(accountId),
    queryFn: ({ signal }) => getPropertyLocations(undefined, signal),
    staleTime: PROPERTY_CACHE_TIME,
    gcTime: PROPERTY_CACHE_TIME,
  });

const elementsOf = async (contractId: string, scope: string, signal: AbortSignal): Promise<MapElement[]> => {
  try {
    return (await getMapElements({ contractId, scope }, undefined, signal)).mapElements;
  } catch (error) {
    // 404: nothing is drawn for this scope.
    if (httpStatusOf(error) === 404) return [];
    throw error;
  }
};

/**
 * A contract's harvest area and landing point: the cooperative's operation map, or else what the owner drew
 * when registering (as ContractMap shows them). Unlike the map widget's query, a failure is not read as
 * 'nothing drawn' (spec §8 swallows it there, where the map still shows the property): on this page it would
 * tell the owner a contract is not on the map, so it is a failure with 'Prøv igjen'.
 */
export const harvestAreaQuery = (accountId: string, contractId: string) =>
  queryOptions({
    queryKey: myForestKeys.harvestArea(accountId, contractId),
    queryFn: async ({ signal }): Promise<MapElement[]> => {
      const operation = await elementsOf(contractId, CONTRACT_MAP_SCOPE, signal);
      return operation.length > 0 ? operation : elementsOf(contractId, REGISTRATION_MAP_SCOPE, signal);
    },
  });
