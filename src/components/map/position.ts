import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpStatusOf } from '../../api/httpStatus';
import { propertyLocationQuery } from '../../api/propertyQueries';
import { portalConfig } from '../../config';
import { propertyRegistryQuery } from './propertyRegistry';
import type { PropertyLocation } from '../../api/generated/model';
import type { Coordinate, PropertyRef } from './types';

/**
 * A property's position, from two sources:
 * 1. the cooperative's API (GET /properties/getPropertyByKnrGnrBnr): our own record, asked first;
 * 2. the public property registry, only when the API has no answer (404, 5xx, network, a malformed
 *    position). Not after 401/403: that ends the session (the HTTP layer signs out).
 * Neither knows it: 'unknown', and the map says 'posisjon ukjent' instead of failing.
 */
export type PositionState =
  | { status: 'loading' }
  | { status: 'found'; position: Coordinate; source: 'api' | 'registry' }
  | { status: 'unknown' };

const validPosition = (latitude: unknown, longitude: unknown): Coordinate | null =>
  typeof latitude === 'number' &&
  typeof longitude === 'number' &&
  Number.isFinite(latitude) &&
  Number.isFinite(longitude) &&
  Math.abs(latitude) <= 90 &&
  Math.abs(longitude) <= 180
    ? { latitude, longitude }
    : null;

/** The position only (null when the answer carries none). */
export const propertyPositionQuery = (property: PropertyRef) =>
  queryOptions({
    ...propertyLocationQuery(property),
    select: (location: PropertyLocation) => validPosition(location.latitude, location.longitude),
  });

/** The property's boundary from the same answer, when it has at least three valid corners. */
export const propertyOutlineQuery = (property: PropertyRef) =>
  queryOptions({
    ...propertyLocationQuery(property),
    select: (location: PropertyLocation): Coordinate[] | null => {
      const corners = (location.outline ?? []).flatMap((corner) => {
        const valid = validPosition(corner.latitude, corner.longitude);
        return valid ? [valid] : [];
      });
      return corners.length >= 3 ? corners : null;
    },
  });

/** The outline of `property` from the cooperative's API, or null. */
export function usePropertyOutline(property: PropertyRef | undefined): Coordinate[] | null {
  const placeholder: PropertyRef = property ?? { knr: '', gnr: 0, bnr: 0 };
  const outline = useQuery({ ...propertyOutlineQuery(placeholder), enabled: property !== undefined });
  return outline.data ?? null;
}

interface SourceState {
  isPending: boolean;
  isError: boolean;
  data: Coordinate | null | undefined;
  error: unknown;
}

/** Whether the registry is asked: the API answered without a position, or failed for another reason than access. */
export function needsRegistry(api: SourceState): boolean {
  if (api.isError) {
    const status = httpStatusOf(api.error);
    return status !== 401 && status !== 403;
  }
  return !api.isPending && api.data === null;
}

/** The position from the two sources' states: the API's when it has one, else the registry's. */
export function combinePositions(api: SourceState, registry: SourceState): PositionState {
  if (api.data) return { status: 'found', position: api.data, source: 'api' };
  if (api.isPending) return { status: 'loading' };
  if (!needsRegistry(api)) return { status: 'unknown' };
  if (registry.data) return { status: 'found', position: registry.data, source: 'registry' };
  if (registry.isPending) return { status: 'loading' };
  return { status: 'unknown' };
}

/** The position of `property` (or 'unknown' without one), from the API with the registry as fallback. */
export function usePropertyPosition(property: PropertyRef | undefined): PositionState {
  const placeholder: PropertyRef = property ?? { knr: '', gnr: 0, bnr: 0 };
  const api = useQuery({ ...propertyPositionQuery(placeholder), enabled: property !== undefined });
  const registry = useQuery({
    ...propertyRegistryQuery(portalConfig().propertyRegistryUrl, placeholder),
    enabled: property !== undefined && needsRegistry(api),
  });
  if (!property) return { status: 'unknown' };
  return combinePositions(api, registry);
}
