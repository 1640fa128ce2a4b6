import type { Coordinate } from '../../../src/api/generated/model/index.ts';
import { isFiniteNumber, isRecord } from '../values.ts';

/**
 * WGS84 positions as the sandbox accepts them from the portal: inside mainland Norway, rounded to 6 decimals
 * (about 10 cm, finer than any drawing on a map), and areas as open rings of at least three corners.
 */

/** Mainland Norway with its coast and islands (Lindesnes to Vardø); Svalbard and Jan Mayen have no forest. */
export const NORWAY = { south: 57.9, north: 71.25, west: 4.4, east: 31.3 } as const;

export const OUTSIDE_NORWAY = 'Koordinatene ligger utenfor Norge';
export const TOO_FEW_CORNERS = 'Et område må ha minst tre hjørner';
export const NOT_COORDINATES = 'Koordinatene må ha breddegrad og lengdegrad som tall';

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

export const inNorway = ({ latitude, longitude }: Coordinate): boolean =>
  latitude >= NORWAY.south &&
  latitude <= NORWAY.north &&
  longitude >= NORWAY.west &&
  longitude <= NORWAY.east;

/** One position, rounded; or the message to answer 400 with. */
export function readCoordinate(value: unknown): Coordinate | string {
  if (!isRecord(value)) return NOT_COORDINATES;
  const { latitude, longitude } = value;
  if (!isFiniteNumber(latitude) || !isFiniteNumber(longitude)) return NOT_COORDINATES;
  const coordinate = { latitude: round6(latitude), longitude: round6(longitude) };
  return inNorway(coordinate) ? coordinate : OUTSIDE_NORWAY;
}

const same = (a: Coordinate, b: Coordinate) => a.latitude === b.latitude && a.longitude === b.longitude;

/**
 * An area's ring, rounded and open: the corner a closed ring repeats at the end, and a corner repeated right
 * after itself (a double click), are dropped before the corners are counted.
 */
export function readRing(value: unknown): Coordinate[] | string {
  if (!Array.isArray(value)) return NOT_COORDINATES;
  const corners: Coordinate[] = [];
  for (const item of value) {
    const corner = readCoordinate(item);
    if (typeof corner === 'string') return corner;
    const previous = corners.at(-1);
    if (!previous || !same(previous, corner)) corners.push(corner);
  }
  const first = corners[0];
  while (first && corners.length > 1) {
    const last = corners.at(-1);
    if (!last || !same(first, last)) break;
    corners.pop();
  }
  return corners.length >= 3 ? corners : TOO_FEW_CORNERS;
}

/** Positions in order, each rounded; the first that fails decides the message. */
export function readCoordinates(value: unknown): Coordinate[] | string {
  if (!Array.isArray(value)) return NOT_COORDINATES;
  const coordinates: Coordinate[] = [];
  for (const item of value) {
    const coordinate = readCoordinate(item);
    if (typeof coordinate === 'string') return coordinate;
    coordinates.push(coordinate);
  }
  return coordinates;
}
