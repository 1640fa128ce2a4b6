import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { onlineManager } from '@tanstack/react-query';
import { loadPortalConfig, setPortalConfig } from './config';
import {
  endSessionLocally,
  getAccessToken,
  signInFromAnotherTab,
  signOutIfUnusedTooLong,
  startAuth,
} from './auth/auth';
import { TAB_HANDOVER_MEASURE } from './auth/signInState';
import { configureHttp } from './api/sessionHooks';
import { App } from './app/App';
import { createAppRouter, type AppRouter } from './app/router';
import { StartupError } from './app/StartupError';
import { startupDone } from './app/startup';
import { errorReference, reportError, reportUncaughtErrors } from './telemetry/errorTracking';
import { startTelemetry } from './telemetry/telemetry';
import { registerServiceWorkerWhenIdle } from './offline/registerServiceWorker';
import { prepareGooberStyleSheet } from './security/gooberStyleSheet';
import { styleNonce } from './security/cspNonce';
import { activateLocale, loadTexts } from './i18n/i18n';
import { whenQuiet } from './whenQuiet';
import { initialLocale } from './i18n/language';

// The language's catalog (its own chunk) is asked for first, beside the configuration: the first render waits
// for both, not for one after the other.
const locale = initialLocale();
const catalogReady = activateLocale(locale, { remember: false });

reportUncaughtErrors();
prepareGooberStyleSheet(styleNonce());
// React Query assumes it is online until the browser says otherwise: a page opened offline starts offline.
onlineManager.setOnline(navigator.onLine);

const container = document.getElementById('root');
if (!container) throw new Error('index.html mangler #root');
// React would print the raw error (with any request it carries) to the console; error tracking reduces it.
const root = createRoot(container, {
  onCaughtError: (error) => {
    // With the reference the error page shows (RouteErrorPage), for customer service to find this report.
    reportError(error, { location: 'Visning: feil vist på siden', reference: errorReference(error) });
  },
  onUncaughtError: (error) => {
    reportError(error, { location: 'Visning: ubehandlet feil' });
  },
  onRecoverableError: (error) => {
    reportError(error, { location: 'Visning: gjenopprettet feil' });
  },
});

// Started before the configuration is in, the router loads the address's route chunks meanwhile. Answered by
// the server, the page came with a Link header that has already asked for them: the router then waits for a
// task of its own, after the one that ran the entry's modules, which on a slow phone were one long task that
// held back input (Lighthouse's TBT, #38). Answered by the service worker there is no header, and the router
// asks for the chunks at once.
const routerCreated: Promise<AppRouter> =
  'serviceWorker' in navigator && navigator.serviceWorker.controller
    ? Promise.resolve(createAppRouter())
    : new Promise((resolve) => {
        setTimeout(() => {
          resolve(createAppRouter());
        }, 0);
      });

Promise.all([loadPortalConfig(), catalogReady])
  .then(async ([config]) => {
    setPortalConfig(config);
    // Opened beside a signed-in tab (a link in a new tab, a bookmark): that tab's sign-in, without BankID again.
    // Timed (User Timing), as the wait must stay short when no tab answers.
    const asking = performance.now();
    await signInFromAnotherTab(config);
    performance.measure(TAB_HANDOVER_MEASURE, { start: asking });
    startAuth(config);
    // A tab reopened long after it was last used shows nothing of the person: it is on its way out.
    if (signOutIfUnusedTooLong(config)) return;
    configureHttp({
      baseUrl: config.apiBaseUrl,
      timeoutMs: config.apiTimeoutSeconds * 1000,
      getAccessToken,
      onUnauthorized: endSessionLocally,
    });
    startupDone();
    if (config.telemetry) void startTelemetry(config.telemetry, config.apiBaseUrl);
    const router = await routerCreated;
    // As a transition React renders the first page in slices and lets the browser in between, instead of
    // one long task that holds back input (Lighthouse's TBT) on a slow phone.
    startTransition(() => {
      root.render(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      );
    });
    // The error page's texts when the page is quiet, not before: the first page needs none of them, and a fetch
    // before the sign-in page's first content counts against it (src/app/RouteErrorPage.tsx). A signed-in page
    // has them with its layout already (src/app/router.tsx).
    whenQuiet(() => {
      loadTexts('route-error').catch(() => {
        // Loaded again by the error page, should it be needed.
      });
    });
    registerServiceWorkerWhenIdle();
  })
  .catch((error: unknown) => {
    reportError(error, { location: 'Oppstart' });
    root.render(
      <StartupError
        message={error instanceof Error ? error.message : String(error)}
        offline={!navigator.onLine}
        locale={locale}
      />,
    );
  });
