import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { activeLocale, i18n } from '../../i18n/i18n';
import type { PositionState } from './position';
import {
  propertyNumber,
  type Coordinate,
  type MapElement,
  type PropertyRef,
  type RegistrationDrawing,
} from './types';

/**
 * What the map shows, as text beside it (WCAG 1.1.1): the same facts for those who cannot see the map, in the
 * active language (a component that shows them calls `useLingui()`, so they follow a switch of language).
 */
const degreeFormats = new Map<string, Intl.NumberFormat>();

/** Degrees with four decimals, with the active language's decimal sign (built on first use, per language). */
function degrees(value: number): string {
  const locale = activeLocale();
  let format = degreeFormats.get(locale);
  if (format === undefined) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- language tags, not texts
    format = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'nb-NO', {
      minimumFractionDigits: 4,
      maximumFractionDigits: 4,
    });
    degreeFormats.set(locale, format);
  }
  return format.format(value);
}

/** 60,8862° N, 10,9412° Ø (south and west as S and V); in English 60.8862° N, 10.9412° E. */
export function formatPosition({ latitude, longitude }: Coordinate): string {
  const north = degrees(Math.abs(latitude));
  const east = degrees(Math.abs(longitude));
  const northSign = latitude < 0 ? i18n._(msg`S`) : i18n._(msg`N`);
  const eastSign =
    longitude < 0
      ? i18n._(msg({ message: 'V', comment: 'West' }))
      : i18n._(msg({ message: 'Ø', comment: 'East' }));
  return `${north}° ${northSign}, ${east}° ${eastSign}`;
}

export function describeProperty(property: PropertyRef, position: PositionState): string {
  const number = propertyNumber(property);
  switch (position.status) {
    case 'loading':
      return i18n._(msg`Eiendom ${number}: henter posisjonen ...`);
    case 'found': {
      const where = formatPosition(position.position);
      return i18n._(msg`Eiendom ${number}: ${where}.`);
    }
    case 'unknown':
      return i18n._(msg`Eiendom ${number}: posisjon ukjent.`);
  }
}

const GEOMETRY_LABELS: Record<MapElement['geometryType'], MessageDescriptor> = {
  Point: msg`punkt`,
  LineString: msg`linje`,
  Polygon: msg`flate`,
};

export function describeElement(element: MapElement): string {
  const geometry = i18n._(GEOMETRY_LABELS[element.geometryType]);
  const name = element.label?.trim() ? element.label.trim() : geometry;
  const [first] = element.coordinates;
  if (element.geometryType === 'Point' && first) return `${name} (${formatPosition(first)})`;
  const count = element.coordinates.length;
  return i18n._(msg`${name} (${geometry} med ${count} punkter)`);
}

export function describeElements(elements: readonly MapElement[]): string {
  if (elements.length === 0) return i18n._(msg`Ingen kartelementer.`);
  const list = elements.map(describeElement).join('; ');
  return i18n._(msg`Kartelementer: ${list}.`);
}

export function describeDrawing({ harvestArea, landingPoint }: RegistrationDrawing): string {
  const corners = harvestArea?.length ?? 0;
  const area = harvestArea
    ? i18n._(msg`Hogstfelt tegnet med ${corners} hjørner.`)
    : i18n._(msg`Hogstfelt ikke tegnet.`);
  const where = landingPoint ? formatPosition(landingPoint) : '';
  const point = landingPoint ? i18n._(msg`Velteplass: ${where}.`) : i18n._(msg`Velteplass ikke plassert.`);
  return `${area} ${point}`;
}
