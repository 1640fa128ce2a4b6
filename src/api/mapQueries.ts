import { queryOptions } from '@tanstack/react-query';
import {
  getMapElements,
  getNewMapElements,
} from './generated/endpoints/map-and-coordinates/map-and-coordinates';
import type { MapElement } from './generated/model';

/**
 * The scopes of a contract's map elements: the cooperative's map of the operation, and what the owner drew when
 * registering the timber (the registration wizard's scope).
 */
export const CONTRACT_MAP_SCOPE = 'contract';
export const REGISTRATION_MAP_SCOPE = 'timberRegistration';

/**
 * A contract's map elements for the `contract` mode. Spec §8: map-element and element-list fetch errors are
 * swallowed and read as null, so a map without its elements still shows the property (a 401/403 still ends
 * the session in the HTTP layer before this).
 */
export const contractMapElementsQuery = (contractId: string, scope: string) =>
  queryOptions({
    queryKey: ['map-elements', contractId, scope] as const,
    queryFn: async ({ signal }): Promise<MapElement[] | null> => {
      try {
        return (await getMapElements({ contractId, scope }, undefined, signal)).mapElements;
      } catch {
        return null;
      }
    },
    retry: false,
  });

/** The initial (new) map elements of a contract, or null when they cannot be fetched. */
export const newMapElementsQuery = (contractId: string) =>
  queryOptions({
    queryKey: ['map-elements', contractId, 'new'] as const,
    queryFn: async ({ signal }): Promise<MapElement[] | null> => {
      try {
        return (await getNewMapElements(contractId, undefined, signal)).mapElements;
      } catch {
        return null;
      }
    },
    retry: false,
  });
