import { Suspense, useCallback, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadingSpinner } from '../LoadingSpinner';
import { MapErrorBoundary } from './MapErrorBoundary';

export interface MapFrameProps {
  /** The map's accessible name. */
  label: string;
  /** The id of the text that says what the map shows. */
  describedBy?: string;
  height: number;
  /** The lazily loaded leaflet map, given the callback for leaflet's tileerror. */
  children: (onTilesFailed: () => void) => ReactNode;
}

/**
 * What every map of the portal sits in: a named region, leaflet loaded lazily behind a spinner, a message
 * instead of the map when its code cannot load, and a note over the map when the tiles fail (what is drawn
 * still shows).
 */
export function MapFrame({ label, describedBy, height, children }: MapFrameProps) {
  const { t } = useLingui();
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
            <Trans>Kartet kunne ikke lastes.</Trans>
          </Alert>
        }
      >
        <Suspense fallback={<LoadingSpinner text={t`Laster kartet ...`} />}>
          {children(onTilesFailed)}
        </Suspense>
      </MapErrorBoundary>
      {tilesFailed && (
        <Alert
          severity="warning"
          sx={{ position: 'absolute', left: 8, bottom: 28, right: 8, zIndex: 1000, boxShadow: 1 }}
        >
          <Trans>Kartet kunne ikke lastes</Trans>
        </Alert>
      )}
    </Box>
  );
}
