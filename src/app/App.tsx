import { RouterProvider, type ClientOnErrorFunction } from 'react-router';
import { ThemeProvider } from '@mui/system';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { SessionProvider } from '../session/SessionProvider';
import { errorReference, reportError } from '../telemetry/errorTracking';
import { UpdatePromptSlot } from '../offline/UpdatePromptSlot';
import { theme } from './theme';
import type { AppRouter } from './router';
import { Telemetry } from './Telemetry';
import { QueryClientWhenLoaded } from './QueryClientWhenLoaded';
import { styleNonce } from '../security/cspNonce';

/** MUI's styles (Emotion) in sheets that carry the answer's style nonce: the CSP has no 'unsafe-inline'. */
const styleCache = createCache({ key: 'css', nonce: styleNonce() });

/**
 * Without a handler React Router prints the raw error to the console. A render error (it comes with
 * errorInfo) has already been reported by the root's onCaughtError (main.tsx); a loader or action error
 * never reaches React, so it is reported here, with the route template.
 */
const onRouteError: ClientOnErrorFunction = (error, { pattern, errorInfo }) => {
  if (errorInfo) return;
  reportError(error, {
    location: 'Visning: feil vist på siden',
    route: pattern,
    reference: errorReference(error),
  });
};

/** The router is made at start-up, before the configuration has arrived (src/main.tsx). */
export function App({ router }: { router: AppRouter }) {
  return (
    <CacheProvider value={styleCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientWhenLoaded>
          <SessionProvider>
            <Telemetry router={router} />
            <RouterProvider router={router} onError={onRouteError} />
            <UpdatePromptSlot />
          </SessionProvider>
        </QueryClientWhenLoaded>
      </ThemeProvider>
    </CacheProvider>
  );
}
