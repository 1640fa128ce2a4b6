import type { MapElement, MapElements } from '../../../src/api/generated/model/index.ts';

/**
 * The cooperative's operation maps (scope 'contract') of more contracts, for 'Min skog': a harvest area and a
 * landing point each, inside their property's outline (map/seed.ts). Kept apart from the contracts' own seed
 * and keyed by contract id, so the contracts can be re-seeded without touching their geometry. 2026-101 and
 * 2026-102 have none on purpose (tests rely on it): 'Min skog' lists them as 'Ikke tegnet i kart'.
 */
const HARVEST_AREAS: Record<string, { area: [number, number][]; landing: [number, number] }> = {
  // Nordre Nordmann (3411/12/3), settled last year.
  'contract-2025-087': {
    area: [
      [60.885, 10.942],
      [60.8852, 10.9455],
      [60.884, 10.946],
      [60.8837, 10.9425],
    ],
    landing: [60.8836, 10.9462],
  },
  // Skogheim (3403/5/2), Nordmann Skog AS.
  'contract-2026-201': {
    area: [
      [60.796, 11.086],
      [60.7963, 11.0895],
      [60.795, 11.09],
      [60.7947, 11.0866],
    ],
    landing: [60.7945, 11.0902],
  },
};

const coordinates = (points: [number, number][]) =>
  points.map(([latitude, longitude]) => ({ latitude, longitude }));

export function seedHarvestAreas(): MapElements[] {
  return Object.entries(HARVEST_AREAS).map(([contractId, { area, landing }]) => {
    const id = contractId.replace(/^contract-/, '');
    const mapElements: MapElement[] = [
      {
        id: `element-${id}-area`,
        elementType: 'harvestArea',
        geometryType: 'Polygon',
        label: 'Hogstfelt',
        coordinates: coordinates(area),
      },
      {
        id: `element-${id}-landing`,
        elementType: 'landingPoint',
        geometryType: 'Point',
        label: 'Velteplass',
        coordinates: coordinates([landing]),
      },
    ];
    return { contractId, scope: 'contract', mapElements };
  });
}
