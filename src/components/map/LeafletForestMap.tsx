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
import { NORWAY_OVERVIEW } from './presets';
import type { Coordinate, ForestMapArea, ForestMapOutline } from './types';

const latLng = ({ latitude, longitude }: Coordinate): L.LatLngTuple => [latitude, longitude];

/** A landing point in the contract's colour (an inline SVG, as icons.ts draws the other pins). */
const landingIcon = (colour: string, id: string) =>
  L.divIcon({
    /* eslint-disable lingui/no-unlocalized-strings -- SVG markup, not a text */
    html:
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">` +
      `<rect x="2" y="2" width="16" height="16" rx="2" fill="${colour}" stroke="#ffffff" stroke-width="2"/></svg>`,
    /* eslint-enable lingui/no-unlocalized-strings */
    className: `portal-map-pin portal-map-pin--landing portal-forest-landing--${id}`,
    iconSize: [20, 20],
    iconAnchor: [10, 10],
    tooltipAnchor: [0, -10],
  });

function viewOf(outlines: readonly ForestMapOutline[], areas: readonly ForestMapArea[]) {
  const points = [
    ...outlines.flatMap((outline) => outline.ring.map(latLng)),
    ...areas.flatMap((area) => area.elements.flatMap((element) => element.coordinates.map(latLng))),
  ];
  if (points.length > 1) return { bounds: L.latLngBounds(points).pad(0.1) };
  const [only] = points;
  if (only) return { center: only, zoom: 14 };
  return { center: latLng(NORWAY_OVERVIEW.center), zoom: NORWAY_OVERVIEW.zoom };
}

/** The overview map itself, loaded only with ForestMap. */
export default function LeafletForestMap({
  outlines,
  areas,
  onTilesFailed,
}: {
  outlines: readonly ForestMapOutline[];
  areas: readonly ForestMapArea[];
  onTilesFailed: () => void;
}) {
  const { mapTileUrl } = portalConfig();
  const { t } = useLingui();
  return (
    <MapContainer
      {...viewOf(outlines, areas)}
      className="portal-map"
      style={{ height: '100%', width: '100%' }}
      zoomControl={false}
      attributionControl={false}
      scrollWheelZoom={false}
    >
      <ZoomControl position="topright" zoomInTitle={t`Zoom inn`} zoomOutTitle={t`Zoom ut`} />
      <AttributionControl position="bottomright" prefix={false} />
      <TileLayer
        url={mapTileUrl}
        // eslint-disable-next-line lingui/no-unlocalized-strings -- the map data's owner, a proper name
        attribution="© Kartverket"
        maxZoom={18}
        eventHandlers={{ tileerror: onTilesFailed }}
      />
      {outlines.map((outline) => (
        <Polygon
          key={outline.id}
          positions={outline.ring.map(latLng)}
          interactive={false}
          className="portal-map-outline"
          pathOptions={{ color: '#1b5e20', weight: 2, fillOpacity: 0.06 }}
        />
      ))}
      {areas.flatMap((area) =>
        area.elements.map((element, index) => {
          const key = `${area.id}-${element.id ?? String(index)}`;
          const positions = element.coordinates.map(latLng);
          const tooltip = <Tooltip>{area.name}</Tooltip>;
          const select = { click: area.onSelect };
          // The area's id on its shapes: what a test (or a stylesheet) finds it by; people use the table.
          const className = `portal-forest-area portal-forest-area--${area.id}`;
          switch (element.geometryType) {
            case 'Point':
              return positions[0] ? (
                <Marker
                  key={key}
                  position={positions[0]}
                  icon={landingIcon(area.colour, area.id)}
                  keyboard={false}
                  eventHandlers={select}
                >
                  {tooltip}
                </Marker>
              ) : null;
            case 'LineString':
              return (
                <Polyline
                  key={key}
                  positions={positions}
                  className={className}
                  pathOptions={{ color: area.colour, weight: 3, dashArray: area.dash ?? undefined }}
                  eventHandlers={select}
                >
                  {tooltip}
                </Polyline>
              );
            case 'Polygon':
              return (
                <Polygon
                  key={key}
                  positions={positions}
                  className={className}
                  pathOptions={{
                    color: area.colour,
                    weight: 3,
                    fillColor: area.colour,
                    fillOpacity: 0.3,
                    dashArray: area.dash ?? undefined,
                  }}
                  eventHandlers={select}
                >
                  {tooltip}
                </Polygon>
              );
          }
        }),
      )}
    </MapContainer>
  );
}
