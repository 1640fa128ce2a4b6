import type { PropertyLocation } from '../../../src/api/generated/model/index.ts';
import { createPropertiesData } from '../properties/seed.ts';

/** Where the seeded properties lie: Ringsaker (3411, around Brumunddal) and Hamar (3403), Innlandet. */
const POSITIONS: Record<string, { latitude: number; longitude: number }> = {
  '3411/12/3': { latitude: 60.8862, longitude: 10.9412 },
  '3411/14/1': { latitude: 60.8921, longitude: 10.9188 },
  '3411/40/7': { latitude: 60.905, longitude: 10.876 },
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
  };
}
