/**
 * The map widget, for pages: `<PortalMap mode="property" label="Kart over eiendom 3411/12/3"
 * property={{ knr: '3411', gnr: 12, bnr: 3 }} />`. Leaflet is behind a lazy import in PortalMap, so a page
 * pays for it only when it shows a map.
 */
export { PortalMap, type PortalMapProps } from './PortalMap';
export { MAP_PRESETS, MAP_MODES, type MapMode, type MapLayer, type MapTool } from './presets';
export {
  usePropertyOutline,
  usePropertyPosition,
  propertyOutlineQuery,
  propertyPositionQuery,
  type PositionState,
} from './position';
export { propertyRegistryQuery } from './propertyRegistry';
export { formatPosition } from './text';
export type { Coordinate, MapElement, PropertyRef, RegistrationDrawing } from './types';
export { ContractMap, CONTRACT_MAP_SCOPE, REGISTRATION_MAP_SCOPE } from './ContractMap';
export { ContractMapToggle } from './ContractMapToggle';
export { ForestMap, type ForestMapArea, type ForestMapOutline, type ForestMapProps } from './ForestMap';
