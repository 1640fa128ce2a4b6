/**
 * The map's modes (spec §2.3 "layer and tool presets"): the one table that decides which layers and which
 * drawing tools a map shows. A page picks a mode, never layers or tools.
 */
export type MapMode = 'property' | 'registration' | 'contract';

export type MapLayer =
  /** Kartverket's topographic tiles (`mapTileUrl`). */
  | 'topographic'
  /** A marker on the property's position. */
  | 'propertyMarker'
  /** The property's boundary, when the API knows it. */
  | 'propertyOutline'
  /** Map elements given by the page (a contract's landing points, roads, areas...). */
  | 'mapElements'
  /** What the user draws with the tools. */
  | 'drawing';

export type MapTool =
  /** Draw the harvest area (hogstfelt) as a polygon. */
  | 'harvestArea'
  /** Place the landing point (velteplass). */
  | 'landingPoint'
  /** Move the corners of what has been drawn. */
  | 'edit'
  /** Remove what has been drawn. */
  | 'remove';

export interface MapPreset {
  layers: readonly MapLayer[];
  tools: readonly MapTool[];
  /** Zoom level around the position (leaflet/web mercator: 14 shows a property, 5 all of Norway). */
  zoom: number;
}

export const MAP_PRESETS = {
  property: { layers: ['topographic', 'propertyOutline', 'propertyMarker'], tools: [], zoom: 14 },
  registration: {
    layers: ['topographic', 'propertyOutline', 'propertyMarker', 'drawing'],
    tools: ['harvestArea', 'landingPoint', 'edit', 'remove'],
    zoom: 15,
  },
  contract: { layers: ['topographic', 'propertyMarker', 'mapElements'], tools: [], zoom: 14 },
} as const satisfies Record<MapMode, MapPreset>;

export const MAP_MODES = Object.keys(MAP_PRESETS) as MapMode[];

export const presetOf = (mode: MapMode): MapPreset => MAP_PRESETS[mode];

export const hasLayer = (mode: MapMode, layer: MapLayer): boolean => presetOf(mode).layers.includes(layer);

export const hasTool = (mode: MapMode, tool: MapTool): boolean => presetOf(mode).tools.includes(tool);

/** Where a map without a known position opens: all of southern Norway, centred on Innlandet. */
export const NORWAY_OVERVIEW = { center: { latitude: 61.5, longitude: 10.5 }, zoom: 5 } as const;
