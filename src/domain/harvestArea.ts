/**
 * The size of a drawn harvest area (hogstfelt) in decares (dekar, daa: 1 000 m²), the unit Norwegian forest
 * owners measure land in. Pure functions, no React.
 */
import { area } from '@turf/area';
import { activeLocale } from '../i18n/i18n';
import type { Locale } from '../i18n/language';

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

/** The number formatting of each language (#43): Norwegian, and British English for English. */
const NUMBER_LOCALES: Record<Locale, string> = { nb: 'nb-NO', en: 'en-GB' };
const decareFormats = new Map<Locale, Intl.NumberFormat>();

function decareFormat(locale: Locale): Intl.NumberFormat {
  let format = decareFormats.get(locale);
  if (format === undefined) {
    format = new Intl.NumberFormat(NUMBER_LOCALES[locale], {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      signDisplay: 'negative',
    });
    decareFormats.set(locale, format);
  }
  return format;
}

/**
 * 12.34 → '12,3 daa' (one decimal, Norwegian decimal comma; the group separator and the space before 'daa'
 * are no-break spaces, as in formatVolume); in English '12.3 daa' ('1,234.6 daa'), the active language's
 * separators (#43). '' for NaN or an infinite area.
 */
export function formatDecares(value: number): string {
  return Number.isFinite(value) ? `${decareFormat(activeLocale()).format(value)}\u00a0daa` : '';
}
