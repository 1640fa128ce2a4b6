import { lazy, Suspense, useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { afterHtmlPolicy } from '../../security/afterHtmlPolicy';
import { LoadingSpinner } from '../LoadingSpinner';
import { MapErrorBoundary } from './MapErrorBoundary';
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
  const [tilesFailed, setTilesFailed] = useState(false);
  const onTilesFailed = useCallback(() => {
    setTilesFailed(true);
  }, []);
  return (
    <Box
      role="region"
      aria-label={label}
      aria-describedby={describedBy}
      sx={{
        position: 'relative',
        height,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'grey.100',
      }}
    >
      <MapErrorBoundary
        fallback={
          <Alert severity="warning" sx={{ m: 2 }}>
            Kartet kunne ikke lastes.
          </Alert>
        }
      >
        <Suspense fallback={<LoadingSpinner text="Laster kartet ..." />}>
          <LeafletForestMap outlines={outlines} areas={areas} onTilesFailed={onTilesFailed} />
        </Suspense>
      </MapErrorBoundary>
      {tilesFailed && (
        <Alert
          severity="warning"
          sx={{ position: 'absolute', left: 8, bottom: 28, right: 8, zIndex: 1000, boxShadow: 1 }}
        >
          Kartet kunne ikke lastes
        </Alert>
      )}
    </Box>
  );
}
