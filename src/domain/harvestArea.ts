/**
 * The size of a drawn harvest area (hogstfelt) in decares (dekar, daa: 1 000 m²), the unit Norwegian forest
 * owners measure land in. Pure functions, no React.
 */
import { area } from '@turf/area';

export interface Corner {
  readonly latitude: number;
  readonly longitude: number;
}

const SQUARE_METRES_PER_DECARE = 1000;

/**
 * The geodesic area of a polygon ring in decares. The ring is given as the map hands it over, not closed
 * (the first corner is not repeated at the end); a ring with fewer than three corners has no area.
 */
export function areaInDecares(ring: readonly Corner[]): number {
  const [first] = ring;
  if (first === undefined || ring.length < 3) return 0;
  // GeoJSON wants [longitude, latitude] and a closed ring.
  const coordinates = [...ring, first].map(({ latitude, longitude }) => [longitude, latitude]);
  return area({ type: 'Polygon', coordinates: [coordinates] }) / SQUARE_METRES_PER_DECARE;
}

const decareFormat = new Intl.NumberFormat('nb-NO', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'negative',
});

/**
 * 12.34 → '12,3 daa' (one decimal, Norwegian decimal comma; the group separator and the space before 'daa'
 * are no-break spaces, as in formatVolume). '' for NaN or an infinite area.
 */
export function formatDecares(value: number): string {
  return Number.isFinite(value) ? `${decareFormat.format(value)}\u00a0daa` : '';
}
