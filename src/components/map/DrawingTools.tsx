import type {} from '@geoman-io/leaflet-geoman-free';
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import { useMap } from 'react-leaflet';
import { landingPointIcon } from './icons';
import type { MapTool } from './presets';
import type { Coordinate, RegistrationDrawing } from './types';

/**
 * The drawing tools of the registration mode on leaflet-geoman (loaded by LeafletMap only in a mode with
 * tools): one harvest area (polygon) and one landing point, in Norwegian, each change handed to `onChange`.
 * The toolbar buttons are links with role=button in the tab order; they get their name as aria-label here
 * (geoman puts it only as title on their container). Without a pointer, 'Plasser velteplass midt i kartet'
 * puts the landing point where the map is centred (move the map with the arrow keys).
 */
export interface DrawingToolsProps {
  tools: readonly MapTool[];
  initial: RegistrationDrawing | undefined;
  onChange: (drawing: RegistrationDrawing) => void;
}

/**
 * geoman's own Norwegian ('no'), with the words of timber registration. A class, as geoman's typings declare
 * its translations.
 */
class NorwegianTexts {
  readonly tooltips = {
    placeMarker: 'Klikk for å plassere velteplassen',
    firstVertex: 'Klikk for å sette første hjørne av hogstfeltet',
    continueLine: 'Klikk for å sette neste hjørne',
    finishPoly: 'Klikk på første hjørne for å fullføre hogstfeltet',
  };
  readonly actions = { finish: 'Fullfør', cancel: 'Avbryt', removeLastVertex: 'Fjern forrige hjørne' };
  readonly buttonTitles = {
    drawPolyButton: 'Tegn hogstfelt',
    drawMarkerButton: 'Plasser velteplass',
    editButton: 'Flytt hjørner',
    deleteButton: 'Fjern tegning',
  };
}

const coordinateOf = (latLng: L.LatLng): Coordinate => ({ latitude: latLng.lat, longitude: latLng.lng });

/** The outer ring of a drawn polygon. */
function ringOf(polygon: L.Polygon): Coordinate[] {
  let rings: unknown = polygon.getLatLngs();
  while (Array.isArray(rings) && Array.isArray(rings[0])) rings = rings[0];
  return Array.isArray(rings)
    ? rings.filter((item): item is L.LatLng => item instanceof L.LatLng).map(coordinateOf)
    : [];
}

export default function DrawingTools({ tools, initial, onChange }: DrawingToolsProps) {
  const map = useMap();
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const initialRef = useRef(initial);

  useEffect(() => {
    const pm = map.pm;
    let area: L.Polygon | null = null;
    let point: L.Marker | null = null;
    const emit = () => {
      onChangeRef.current({
        harvestArea: area ? ringOf(area) : null,
        landingPoint: point ? coordinateOf(point.getLatLng()) : null,
      });
    };
    const watch = (layer: L.Layer) => {
      layer.on('pm:edit pm:dragend pm:markerdragend', emit);
    };
    const setPoint = (marker: L.Marker) => {
      if (point && point !== marker) point.remove();
      point = marker;
      watch(marker);
    };

    const start = initialRef.current;
    if (start?.harvestArea && start.harvestArea.length > 2) {
      area = L.polygon(start.harvestArea.map((c) => [c.latitude, c.longitude] as L.LatLngTuple)).addTo(map);
      watch(area);
    }
    if (start?.landingPoint) {
      setPoint(
        L.marker([start.landingPoint.latitude, start.landingPoint.longitude], {
          icon: landingPointIcon,
        }).addTo(map),
      );
    }

    pm.setLang('no', new NorwegianTexts(), 'no');
    pm.setGlobalOptions({ markerStyle: { icon: landingPointIcon }, allowSelfIntersection: false });
    pm.addControls({
      position: 'topleft',
      drawPolygon: tools.includes('harvestArea'),
      drawMarker: tools.includes('landingPoint'),
      editMode: tools.includes('edit'),
      removalMode: tools.includes('remove'),
      drawCircleMarker: false,
      drawPolyline: false,
      drawRectangle: false,
      drawCircle: false,
      drawText: false,
      cutPolygon: false,
      rotateMode: false,
      dragMode: false,
    });
    if (tools.includes('landingPoint')) {
      pm.Toolbar.createCustomControl({
        name: 'landingPointAtCentre',
        block: 'draw',
        title: 'Plasser velteplass midt i kartet',
        className: 'portal-map-centre-icon',
        toggle: false,
        onClick: () => {
          setPoint(L.marker(map.getCenter(), { icon: landingPointIcon }).addTo(map));
          emit();
        },
      });
    }
    map
      .getContainer()
      .querySelectorAll('.leaflet-pm-toolbar .button-container')
      .forEach((container) => {
        const title = container.getAttribute('title');
        const button = container.querySelector('.leaflet-buttons-control-button');
        if (title && button) button.setAttribute('aria-label', title);
      });

    const onCreate = (event: { shape: string; layer: L.Layer }) => {
      if (event.shape === 'Polygon' && event.layer instanceof L.Polygon) {
        area?.remove();
        area = event.layer;
        watch(area);
      } else if (event.shape === 'Marker' && event.layer instanceof L.Marker) {
        setPoint(event.layer);
      }
      emit();
    };
    const onRemove = (event: { layer: L.Layer }) => {
      if (event.layer === area) area = null;
      if (event.layer === point) point = null;
      emit();
    };
    map.on('pm:create', onCreate);
    map.on('pm:remove', onRemove);
    return () => {
      map.off('pm:create', onCreate);
      map.off('pm:remove', onRemove);
      if (pm.Toolbar.controlExists('landingPointAtCentre')) pm.Toolbar.deleteControl('landingPointAtCentre');
      pm.removeControls();
      area?.remove();
      point?.remove();
    };
  }, [map, tools]);

  return null;
}
