import type {
  MapElement,
  MapElements,
  PropertyLocation,
  SupplyPoint,
} from '../../../src/api/generated/model/index.ts';
import { createPropertiesData } from '../properties/seed.ts';
import { seedHarvestAreas } from './harvestAreas.ts';

/** Where the seeded properties lie: Ringsaker (3411, around Brumunddal and Mesnali) and Hamar (3403), Innlandet. */
const POSITIONS: Record<string, { latitude: number; longitude: number }> = {
  '3411/12/3': { latitude: 60.8862, longitude: 10.9412 },
  '3411/14/1': { latitude: 60.8921, longitude: 10.9188 },
  '3411/40/7': { latitude: 60.905, longitude: 10.876 },
  '3411/52/2': { latitude: 60.8794, longitude: 10.9635 },
  '3411/210/1': { latitude: 61.0712, longitude: 10.8265 },
  '3403/5/2': { latitude: 60.795, longitude: 11.089 },
  '3403/5/9': { latitude: 60.7988, longitude: 11.0962 },
};

/** knr/gnr/bnr, the key of a property's position in the sandbox. */
export const propertyKey = (knr: string, gnr: number, bnr: number) => `${knr}/${String(gnr)}/${String(bnr)}`;

/**
 * A property seeded later without an entry above still gets a stable position near Brumunddal (from its
 * numbers), so every seeded property has one.
 */
function derivedPosition(knr: string, gnr: number, bnr: number) {
  const spread = (Number(knr) * 31 + gnr * 17 + bnr * 7) % 100;
  return { latitude: 60.85 + spread / 1000, longitude: 10.9 + ((spread * 3) % 100) / 1000 };
}

export interface MapData {
  /** The cooperative's positions of the seeded properties, by knr/gnr/bnr. */
  propertyLocations: Map<string, PropertyLocation>;
  /** Supply points (leveringssteder) by id: the cooperative's common ones, and those owners have added. */
  supplyPoints: Map<string, StoredSupplyPoint>;
  /** Saved map elements by contract and scope (mapElementsKey). */
  mapElements: Map<string, MapElements>;
}

/** The scope of what the owner draws in the timber-registration wizard (harvest area and landing). */
export const REGISTRATION_SCOPE = 'timberRegistration';
/** The scope of the cooperative's own map of the operation (Min skog and the contract map draw it). */
export const CONTRACT_SCOPE = 'contract';

export const mapElementsKey = (contractId: string, scope: string) => `${contractId} ${scope}`;

export type StoredSupplyPoint = SupplyPoint & { id: string };

/** Sawmills and timber terminals in Innlandet, open to every account (accountId null). */
function seedSupplyPoints(): StoredSupplyPoint[] {
  const common = (id: string, name: string, latitude: number, longitude: number): StoredSupplyPoint => ({
    id,
    name,
    latitude,
    longitude,
    contractId: null,
    accountId: null,
  });
  return [
    common('supply-point-moelven-brumunddal', 'Moelven Brumunddal (sagbruk)', 60.8797, 10.9263),
    common('supply-point-hamar-terminal', 'Hamar tømmerterminal', 60.7877, 11.0912),
    common('supply-point-rena-terminal', 'Rena tømmerterminal', 61.1338, 11.3675),
    common('supply-point-elverum-terminal', 'Elverum tømmerterminal', 60.8731, 11.5453),
    common('supply-point-moelven-loten', 'Moelven Løten (sagbruk)', 60.8183, 11.3456),
  ];
}

const element = (
  id: string,
  elementType: string,
  geometryType: MapElement['geometryType'],
  label: string,
  coordinates: [number, number][],
): MapElement => ({
  id,
  elementType,
  geometryType,
  label,
  coordinates: coordinates.map(([latitude, longitude]) => ({ latitude, longitude })),
});

/**
 * What was drawn for contract 2026-103 (Søndre Nordmann) when Kari registered it, and the cooperative's
 * operation map of it; and the harvest area of Ola Hansen's draft. Contract 2026-102 has none on purpose: the
 * portal's map must cope with a contract without elements.
 */
function seedMapElements(): MapElements[] {
  const harvestArea103: [number, number][] = [
    [60.8935, 10.9152],
    [60.8938, 10.9201],
    [60.8912, 10.9214],
    [60.8906, 10.9163],
  ];
  const landing103: [number, number][] = [[60.8904, 10.9218]];
  return [
    {
      contractId: 'contract-2026-103',
      scope: REGISTRATION_SCOPE,
      mapElements: [
        element('element-103-1', 'harvestArea', 'Polygon', 'Hogstfelt', harvestArea103),
        element('element-103-2', 'landingPoint', 'Point', 'Velteplass', landing103),
      ],
    },
    {
      contractId: 'contract-2026-103',
      scope: 'contract',
      mapElements: [
        element('element-103-3', 'harvestArea', 'Polygon', 'Hogstfelt', harvestArea103),
        element('element-103-4', 'landingPoint', 'Point', 'Velteplass', landing103),
        element('element-103-5', 'road', 'LineString', 'Traktorvei', [
          [60.8904, 10.9218],
          [60.8911, 10.9196],
          [60.8921, 10.9183],
        ]),
      ],
    },
    // What Kari drew when she registered the timber on Åsen; the cooperative has not made its map yet.
    {
      contractId: 'contract-2026-110',
      scope: REGISTRATION_SCOPE,
      mapElements: [
        element('element-110-1', 'harvestArea', 'Polygon', 'Hogstfelt', [
          [60.9062, 10.8731],
          [60.9068, 10.8772],
          [60.9049, 10.8783],
          [60.9043, 10.8744],
        ]),
        element('element-110-2', 'landingPoint', 'Point', 'Velteplass', [[60.9041, 10.8789]]),
      ],
    },
    {
      contractId: 'contract-ti-2026-001',
      scope: REGISTRATION_SCOPE,
      mapElements: [
        element('element-ti-001-1', 'harvestArea', 'Polygon', 'Hogstfelt', [
          [61.0725, 10.8241],
          [61.0729, 10.8283],
          [61.0708, 10.8291],
          [61.0702, 10.8252],
        ]),
      ],
    },
  ];
}

/**
 * A square boundary of the property's weighted area around its position: the sandbox has no surveyed
 * boundaries, but the map should show an outline as it will with real data.
 */
function squareOutline(center: { latitude: number; longitude: number }, areaDaa: number) {
  const halfSideMetres = Math.sqrt(areaDaa * 1000) / 2;
  const dLat = halfSideMetres / 111_320;
  const dLon = halfSideMetres / (111_320 * Math.cos((center.latitude * Math.PI) / 180));
  const corner = (north: number, east: number) => ({
    latitude: Number((center.latitude + north * dLat).toFixed(6)),
    longitude: Number((center.longitude + east * dLon).toFixed(6)),
  });
  return [corner(1, -1), corner(1, 1), corner(-1, 1), corner(-1, -1)];
}

export function createMapData(): MapData {
  const locations = [...createPropertiesData().properties.values()].map((property): PropertyLocation => {
    const position =
      POSITIONS[propertyKey(property.knr, property.gnr, property.bnr)] ??
      derivedPosition(property.knr, property.gnr, property.bnr);
    return {
      propertyId: property.id,
      knr: property.knr,
      gnr: property.gnr,
      bnr: property.bnr,
      ...position,
      outline: squareOutline(position, property.weightedArea),
    };
  });
  return {
    propertyLocations: new Map(
      locations.map((location) => [propertyKey(location.knr, location.gnr, location.bnr), location]),
    ),
    supplyPoints: new Map(seedSupplyPoints().map((point) => [point.id, point])),
    mapElements: new Map(
      [...seedMapElements(), ...seedHarvestAreas()].map((saved) => [
        mapElementsKey(saved.contractId, saved.scope),
        saved,
      ]),
    ),
  };
}
