import 'leaflet/dist/leaflet.css';
import './map.css';
import L from 'leaflet';
import {
  AttributionControl,
  MapContainer,
  Marker,
  Polygon,
  Polyline,
  TileLayer,
  Tooltip,
  ZoomControl,
} from 'react-leaflet';
import { useLingui } from '@lingui/react/macro';
import { portalConfig } from '../../config';
import DrawingTools from './DrawingTools';
import { elementIcon, propertyIcon } from './icons';
import { hasLayer, NORWAY_OVERVIEW, presetOf, type MapMode } from './presets';
import { describeElement } from './text';
import type { Coordinate, MapElement, RegistrationDrawing } from './types';

/**
 * The leaflet map itself: loaded only when a page shows a map (PortalMap imports it lazily), with leaflet's
 * CSS. In a mode with tools, PortalMap loads leaflet-geoman first, as geoman equips only maps created after it.
 */
export interface LeafletMapProps {
  mode: MapMode;
  /** The property's position, when known. */
  position: Coordinate | null;
  /** The property's boundary, when known. */
  outline: Coordinate[] | null;
  elements: readonly MapElement[];
  initialDrawing: RegistrationDrawing | undefined;
  onDrawingChange: ((drawing: RegistrationDrawing) => void) | undefined;
  /** Called when a tile cannot be loaded (leaflet's tileerror). */
  onTilesFailed: () => void;
}

const latLng = ({ latitude, longitude }: Coordinate): L.LatLngTuple => [latitude, longitude];

function viewOf(
  mode: MapMode,
  position: Coordinate | null,
  elements: readonly MapElement[],
): { center: L.LatLngTuple; zoom: number } | { bounds: L.LatLngBounds } {
  const points = elements.flatMap((element) => element.coordinates.map(latLng));
  if (hasLayer(mode, 'mapElements') && points.length > 1) {
    const bounds = L.latLngBounds(points);
    if (position) bounds.extend(latLng(position));
    return { bounds: bounds.pad(0.2) };
  }
  const center = position ?? elements[0]?.coordinates[0];
  if (center) return { center: latLng(center), zoom: presetOf(mode).zoom };
  return { center: latLng(NORWAY_OVERVIEW.center), zoom: NORWAY_OVERVIEW.zoom };
}

export default function LeafletMap({
  mode,
  position,
  outline,
  elements,
  initialDrawing,
  onDrawingChange,
  onTilesFailed,
}: LeafletMapProps) {
  const { mapTileUrl } = portalConfig();
  const { t } = useLingui();
  const preset = presetOf(mode);
  return (
    <MapContainer
      {...viewOf(mode, position, elements)}
      className="portal-map"
      style={{ height: '100%', width: '100%' }}
      zoomControl={false}
      attributionControl={false}
      scrollWheelZoom={false}
    >
      <ZoomControl position="topright" zoomInTitle={t`Zoom inn`} zoomOutTitle={t`Zoom ut`} />
      <AttributionControl position="bottomright" prefix={false} />
      {hasLayer(mode, 'topographic') && (
        <TileLayer
          url={mapTileUrl}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- the map data's owner, a proper name
          attribution="© Kartverket"
          maxZoom={18}
          eventHandlers={{ tileerror: onTilesFailed }}
        />
      )}
      {hasLayer(mode, 'propertyOutline') && outline && (
        <Polygon
          positions={outline.map(latLng)}
          interactive={false}
          className="portal-map-outline"
          pathOptions={{ color: '#1b5e20', weight: 2, fillOpacity: 0.08 }}
        />
      )}
      {hasLayer(mode, 'propertyMarker') && position && (
        <Marker position={latLng(position)} icon={propertyIcon} interactive={false} keyboard={false} />
      )}
      {hasLayer(mode, 'mapElements') &&
        elements.map((element, index) => {
          const key = element.id ?? `element-${String(index)}`;
          const positions = element.coordinates.map(latLng);
          const tooltip = <Tooltip>{describeElement(element)}</Tooltip>;
          switch (element.geometryType) {
            case 'Point':
              return positions[0] ? (
                <Marker key={key} position={positions[0]} icon={elementIcon} keyboard={false}>
                  {tooltip}
                </Marker>
              ) : null;
            case 'LineString':
              return (
                <Polyline key={key} positions={positions} pathOptions={{ color: '#0d47a1', weight: 4 }}>
                  {tooltip}
                </Polyline>
              );
            case 'Polygon':
              return (
                <Polygon key={key} positions={positions} pathOptions={{ color: '#0d47a1' }}>
                  {tooltip}
                </Polygon>
              );
          }
        })}
      {preset.tools.length > 0 && onDrawingChange && (
        <DrawingTools tools={preset.tools} initial={initialDrawing} onChange={onDrawingChange} />
      )}
    </MapContainer>
  );
}
