import type {} from '@geoman-io/leaflet-geoman-free';
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import { useMap } from 'react-leaflet';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { i18n } from '../../i18n/i18n';
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
 * The tool buttons' names: geoman's Norwegian ('no', its tooltips and actions as they are) says 'Tegn flate'
 * and 'Tegn punkt'; here they get the words of timber registration. Set on the buttons, as geoman's typings
 * take custom translations only as an instance of a class that does not exist at run time.
 */
const BUTTON_NAMES: Record<string, MessageDescriptor> = {
  'leaflet-pm-icon-polygon': msg`Tegn hogstfelt`,
  'leaflet-pm-icon-marker': msg`Plasser velteplass`,
  'leaflet-pm-icon-edit': msg`Flytt hjørner`,
  'leaflet-pm-icon-delete': msg`Fjern tegning`,
  'portal-map-centre-icon': msg`Plasser velteplass midt i kartet`,
};

/**
 * Gives each toolbar button its name in the active language, also as aria-label (geoman puts it only on the
 * container). Geoman's own tooltips are in the language the tools were made in (English or Norwegian).
 */
function nameButtons(container: HTMLElement): void {
  container.querySelectorAll('.leaflet-pm-toolbar .button-container').forEach((buttonContainer) => {
    const button = buttonContainer.querySelector('.leaflet-buttons-control-button');
    const icon = button?.querySelector('.control-icon');
    const message = Object.entries(BUTTON_NAMES).find(([className]) =>
      icon?.classList.contains(className),
    )?.[1];
    const name = message ? i18n._(message) : buttonContainer.getAttribute('title');
    if (!button || !name) return;
    buttonContainer.setAttribute('title', name);
    button.setAttribute('aria-label', name);
  });
}

/**
 * Leaflet gives every interactive marker role=button but no name (axe: aria-command-name); geoman adds such
 * markers while drawing (the marker under the pointer) and editing (the corners), and the landing point is one.
 * Each gets a name here, as it is added.
 */
function nameMarkers(container: HTMLElement, all = false): void {
  container
    .querySelectorAll(
      all ? '.leaflet-marker-icon[role=button]' : '.leaflet-marker-icon[role=button]:not([aria-label])',
    )
    .forEach((marker) => {
      const name = marker.classList.contains('portal-map-pin--landing')
        ? msg`Velteplass (dra for å flytte)`
        : marker.classList.contains('cursor-marker')
          ? msg`Tegnepunkt under pekeren`
          : marker.classList.contains('marker-icon-middle')
            ? msg`Nytt hjørne (dra for å legge til)`
            : marker.classList.contains('marker-icon')
              ? msg`Hjørne (dra for å flytte)`
              : msg`Punkt i kartet`;
      marker.setAttribute('aria-label', i18n._(name));
    });
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
  const locale = useLingui().i18n.locale;

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

    pm.setLang(i18n.locale === 'en' ? 'en' : 'no');
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
        title: i18n._(msg`Plasser velteplass midt i kartet`),
        className: 'portal-map-centre-icon',
        toggle: false,
        onClick: () => {
          setPoint(L.marker(map.getCenter(), { icon: landingPointIcon }).addTo(map));
          emit();
        },
      });
    }
    nameButtons(map.getContainer());
    nameMarkers(map.getContainer());
    const unnamedMarkers = new MutationObserver(() => {
      nameMarkers(map.getContainer());
    });
    unnamedMarkers.observe(map.getPanes().markerPane, { childList: true });

    const onCreate = (event: { shape: string; layer: L.Layer }) => {
      if (event.shape === 'Polygon' && event.layer instanceof L.Polygon) {
        area?.remove();
        area = event.layer;
        watch(area);
      } else if (event.shape === 'Marker' && event.layer instanceof L.Marker) {
        setPoint(event.layer);
        // There is one landing point: once it is placed, the tool is done.
        pm.disableDraw();
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
      unnamedMarkers.disconnect();
      map.off('pm:create', onCreate);
      map.off('pm:remove', onRemove);
      if (pm.Toolbar.controlExists('landingPointAtCentre')) pm.Toolbar.deleteControl('landingPointAtCentre');
      pm.removeControls();
      area?.remove();
      point?.remove();
    };
  }, [map, tools]);

  // A switch of language names the buttons and markers anew (the tools and what is drawn stay).
  useEffect(() => {
    nameButtons(map.getContainer());
    nameMarkers(map.getContainer(), true);
  }, [map, locale]);

  return null;
}
