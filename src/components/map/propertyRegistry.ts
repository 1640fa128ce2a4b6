/* eslint-disable lingui/no-unlocalized-strings -- a URL and an error for error tracking, never shown */
import { queryOptions } from '@tanstack/react-query';
import type { Coordinate, PropertyRef } from './types';

/**
 * The public property registry (Kartverket's eiendom API; `propertyRegistryUrl` in config.json): a property's
 * position by municipality, farm and unit numbers. Asked with plain fetch, not the cooperative API's axios
 * instance: it gets no bearer token, and its failures must not sign the user out.
 */
const ONE_HOUR = 3_600_000;

export const registryUrl = (baseUrl: string, { knr, gnr, bnr }: PropertyRef): string => {
  const query = new URLSearchParams({
    kommunenummer: knr,
    gardsnummer: String(gnr),
    bruksnummer: String(bnr),
    // EPSG:4258 (ETRS89, degrees), which is WGS84 to within a metre or so.
    utkoordsys: '4258',
  });
  return `${baseUrl.replace(/\/+$/, '')}/geokoding?${query.toString()}`;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The position in a registry answer: `features[0].geometry.coordinates` is GeoJSON's [longitude, latitude],
 * swapped here to latitude/longitude. Null when the answer has no (valid) position.
 */
export function positionFromRegistry(body: unknown): Coordinate | null {
  if (!isRecord(body) || !Array.isArray(body.features)) return null;
  const feature: unknown = body.features[0];
  if (!isRecord(feature) || !isRecord(feature.geometry)) return null;
  const coordinates: unknown = feature.geometry.coordinates;
  if (!Array.isArray(coordinates)) return null;
  const longitude: unknown = coordinates[0];
  const latitude: unknown = coordinates[1];
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

export class RegistryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RegistryError';
  }
}

/** GET the property from the registry: its position, or null when the registry does not know it. */
export async function fetchRegistryPosition(
  baseUrl: string,
  property: PropertyRef,
  signal?: AbortSignal,
): Promise<Coordinate | null> {
  const response = await fetch(registryUrl(baseUrl, property), {
    signal: signal ?? null,
    headers: { Accept: 'application/json' },
    referrerPolicy: 'no-referrer',
    credentials: 'omit',
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new RegistryError(`Eiendomsregisteret svarte ${String(response.status)}`);
  return positionFromRegistry(await response.json());
}

/** The registry's answer, cached for one hour (spec §7). */
export const propertyRegistryQuery = (baseUrl: string, property: PropertyRef) =>
  queryOptions({
    queryKey: ['property-registry', property.knr, property.gnr, property.bnr] as const,
    queryFn: ({ signal }) => fetchRegistryPosition(baseUrl, property, signal),
    staleTime: ONE_HOUR,
    gcTime: ONE_HOUR,
  });
