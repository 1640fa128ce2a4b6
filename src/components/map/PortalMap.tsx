import { lazy, useCallback, useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { afterHtmlPolicy } from '../../security/afterHtmlPolicy';
import { LoadingSpinner } from '../LoadingSpinner';
import { MapFrame } from './MapFrame';
import { usePropertyOutline, usePropertyPosition } from './position';
import { hasLayer, presetOf } from './presets';
import { describeDrawing, describeElements, describeProperty } from './text';
import { EMPTY_DRAWING, type MapElement, type PropertyRef, type RegistrationDrawing } from './types';

/**
 * Leaflet and its CSS, loaded the first time a page shows a map: after the HTML policy, as leaflet writes
 * innerHTML (already as it loads).
 */
const LeafletMap = lazy(() => afterHtmlPolicy(() => import('./LeafletMap')));

/**
 * The same with leaflet-geoman for the drawing tools, loaded before the map is created (geoman equips only
 * maps created after it). Geoman's bundle extends the global `L`.
 */
const LeafletMapWithTools = lazy(() =>
  afterHtmlPolicy(async () => {
    const { default: L } = await import('leaflet');
    Object.assign(globalThis, { L });
    await import('@geoman-io/leaflet-geoman-free');
    await import('@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css');
    return import('./LeafletMap');
  }),
);

interface CommonProps {
  /** The map's accessible name, e.g. 'Kart over eiendom 3411/12/3'. */
  label: string;
  /** Height of the map in px (default 360). */
  height?: number;
}

export type PortalMapProps = CommonProps &
  (
    | {
        /** A property's position (from the cooperative's API, else the public property registry). */
        mode: 'property';
        property: PropertyRef;
      }
    | {
        /** Drawing the harvest area and placing the landing point, around the property when given. */
        mode: 'registration';
        property?: PropertyRef;
        /** What was drawn before (shown when the map opens). */
        initialDrawing?: RegistrationDrawing;
        /** Every change of the drawing: the area's corners and the landing point, or null for each. */
        onChange: (drawing: RegistrationDrawing) => void;
      }
    | {
        /** A contract's map elements (points, lines, areas), with the property's marker when given. */
        mode: 'contract';
        elements: readonly MapElement[];
        property?: PropertyRef;
      }
  );

const NO_ELEMENTS: readonly MapElement[] = [];

/**
 * The portal's map (spec §2.3): a page picks a mode and gives its data; the mode's preset (presets.ts)
 * decides layers and tools. The map has `label` as its name, and what it shows is written below it.
 */
export function PortalMap(props: PortalMapProps) {
  const { label, height = 360, mode } = props;
  const captionId = useId();
  // The caption's texts are in the active language: drawn again when it changes.
  const { t } = useLingui();
  const position = usePropertyPosition(props.property);
  const outline = usePropertyOutline(props.property);
  const [drawing, setDrawing] = useState<RegistrationDrawing>(
    props.mode === 'registration' ? (props.initialDrawing ?? EMPTY_DRAWING) : EMPTY_DRAWING,
  );
  const onRegistrationChange = props.mode === 'registration' ? props.onChange : undefined;
  const onDrawingChange = useCallback(
    (next: RegistrationDrawing) => {
      setDrawing(next);
      onRegistrationChange?.(next);
    },
    [onRegistrationChange],
  );
  const elements = props.mode === 'contract' ? props.elements : NO_ELEMENTS;
  const MapView = presetOf(mode).tools.length > 0 ? LeafletMapWithTools : LeafletMap;

  const caption = [
    props.property ? describeProperty(props.property, position) : null,
    outline && hasLayer(mode, 'propertyOutline') ? t`Eiendomsgrensen er tegnet inn med grønn strek.` : null,
    mode === 'contract' ? describeElements(elements) : null,
    mode === 'registration' ? describeDrawing(drawing) : null,
  ]
    .filter((line): line is string => line !== null)
    .join(' ');

  return (
    <Box>
      <MapFrame label={label} describedBy={captionId} height={height}>
        {(onTilesFailed) =>
          position.status === 'loading' ? (
            <LoadingSpinner text={t`Henter posisjonen ...`} />
          ) : (
            <MapView
              mode={mode}
              position={position.status === 'found' ? position.position : null}
              outline={outline}
              elements={elements}
              initialDrawing={props.mode === 'registration' ? props.initialDrawing : undefined}
              onDrawingChange={props.mode === 'registration' ? onDrawingChange : undefined}
              onTilesFailed={onTilesFailed}
            />
          )
        }
      </MapFrame>
      <Typography id={captionId} variant="body2" sx={{ mt: 1 }}>
        {caption}
      </Typography>
    </Box>
  );
}
