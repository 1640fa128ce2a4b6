import { RouterProvider, type ClientOnErrorFunction } from 'react-router';
import { ThemeProvider } from '@mui/system';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { SessionProvider } from '../session/SessionProvider';
import { errorReference, reportError } from '../telemetry/errorTracking';
import { UpdatePromptSlot } from '../offline/UpdatePromptSlot';
import { I18nProvider, useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { themeFor } from './theme';
import { i18n } from '../i18n/i18n';
import type { Locale } from '../i18n/language';
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

/** MUI's theme in the active language (its components' own texts); a switch re-renders, mounts nothing anew. */
function LocalizedTheme({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  const locale: Locale = active.locale === 'en' ? 'en' : 'nb';
  return <ThemeProvider theme={themeFor(locale)}>{children}</ThemeProvider>;
}

/** The router is made at start-up, before the configuration has arrived (src/main.tsx). */
export function App({ router }: { router: AppRouter }) {
  return (
    <CacheProvider value={styleCache}>
      <I18nProvider i18n={i18n}>
        <LocalizedTheme>
          <CssBaseline />
          <QueryClientWhenLoaded>
            <SessionProvider>
              <Telemetry router={router} />
              <RouterProvider router={router} onError={onRouteError} />
              <UpdatePromptSlot />
            </SessionProvider>
          </QueryClientWhenLoaded>
        </LocalizedTheme>
      </I18nProvider>
    </CacheProvider>
  );
}
