import { lazy } from 'react';
import { afterHtmlPolicy } from '../../security/afterHtmlPolicy';
import { MapFrame } from './MapFrame';
import type { ForestMapArea, ForestMapOutline } from './types';

export type { ForestMapArea, ForestMapOutline };

/** Leaflet and its CSS, loaded the first time a page shows this map (as PortalMap does). */
const LeafletForestMap = lazy(() => afterHtmlPolicy(() => import('./LeafletForestMap')));

export interface ForestMapProps {
  /** The map's accessible name. */
  label: string;
  /** The id of the text that says what the map shows (WCAG 1.1.1: the page's table is the full version). */
  describedBy?: string;
  outlines: readonly ForestMapOutline[];
  areas: readonly ForestMapArea[];
  height?: number;
}

/**
 * Many properties and contracts on one map ('Min skog'): the properties' outlines and each contract's harvest
 * areas and landing points, coloured by the page. The same frame as PortalMap: leaflet lazily, a note when the
 * tiles fail (the outlines and areas still show), and a message instead of the map when it cannot load.
 */
export function ForestMap({ label, describedBy, outlines, areas, height = 420 }: ForestMapProps) {
  return (
    <MapFrame label={label} describedBy={describedBy} height={height}>
      {(onTilesFailed) => (
        <LeafletForestMap outlines={outlines} areas={areas} onTilesFailed={onTilesFailed} />
      )}
    </MapFrame>
  );
}
