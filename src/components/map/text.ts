import type { PositionState } from './position';
import {
  propertyNumber,
  type Coordinate,
  type MapElement,
  type PropertyRef,
  type RegistrationDrawing,
} from './types';

/**
 * What the map shows, as text beside it (WCAG 1.1.1): the same facts for those who cannot see the map.
 */
const degrees = new Intl.NumberFormat('nb-NO', { minimumFractionDigits: 4, maximumFractionDigits: 4 });

/** 60,8862° N, 10,9412° Ø (south and west as S and V). */
export function formatPosition({ latitude, longitude }: Coordinate): string {
  const north = `${degrees.format(Math.abs(latitude))}° ${latitude < 0 ? 'S' : 'N'}`;
  const east = `${degrees.format(Math.abs(longitude))}° ${longitude < 0 ? 'V' : 'Ø'}`;
  return `${north}, ${east}`;
}

export function describeProperty(property: PropertyRef, position: PositionState): string {
  const name = `Eiendom ${propertyNumber(property)}`;
  switch (position.status) {
    case 'loading':
      return `${name}: henter posisjonen ...`;
    case 'found':
      return `${name}: ${formatPosition(position.position)}.`;
    case 'unknown':
      return `${name}: posisjon ukjent.`;
  }
}

const GEOMETRY_LABELS: Record<MapElement['geometryType'], string> = {
  Point: 'punkt',
  LineString: 'linje',
  Polygon: 'flate',
};

export function describeElement(element: MapElement): string {
  const name = element.label?.trim() ? element.label.trim() : GEOMETRY_LABELS[element.geometryType];
  const [first] = element.coordinates;
  if (element.geometryType === 'Point' && first) return `${name} (${formatPosition(first)})`;
  return `${name} (${GEOMETRY_LABELS[element.geometryType]} med ${String(element.coordinates.length)} punkter)`;
}

export function describeElements(elements: readonly MapElement[]): string {
  if (elements.length === 0) return 'Ingen kartelementer.';
  return `Kartelementer: ${elements.map(describeElement).join('; ')}.`;
}

export function describeDrawing({ harvestArea, landingPoint }: RegistrationDrawing): string {
  const area = harvestArea
    ? `Hogstfelt tegnet med ${String(harvestArea.length)} hjørner.`
    : 'Hogstfelt ikke tegnet.';
  const point = landingPoint ? `Velteplass: ${formatPosition(landingPoint)}.` : 'Velteplass ikke plassert.';
  return `${area} ${point}`;
}
