import { ApplicationInsights, SeverityLevel } from '@microsoft/applicationinsights-web';
import { utlDisableStorage, utlEnableStorage } from '@microsoft/applicationinsights-core-js';
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import type { TelemetryConfig } from '../config';
import type { ErrorSummary, ReportedContext } from './errorTracking';
import { sdkConfiguration } from './sdkConfig';
import { knownValuesPattern, scrubItem, type ScrubContext } from './scrub';

/**
 * The Application Insights SDK and web-vitals: loaded only through telemetry.ts's dynamic import, after the
 * first page is interactive, so neither is in the entry chunk.
 */
export interface Tracker {
  pageView: (page: string) => void;
  exception: (error: ErrorSummary, context: ReportedContext) => void;
  /** The person agreed to statistics cookies: from now on the SDK may set its cookies and use storage. */
  consent: () => void;
  knownValues: (values: readonly string[]) => void;
  /** Sends what is buffered now. */
  flush: () => Promise<void>;
  stop: () => void;
}

export interface TrackerOptions {
  telemetry: TelemetryConfig;
  apiBaseUrl: string;
  consent: boolean;
}

/** An Error for the SDK's exception item, made from the reduced report only: no stack, nothing else. */
function reducedError(summary: ErrorSummary): Error {
  const error = new Error(summary.message ?? summary.name);
  error.name = summary.name;
  error.stack = `${summary.name}: ${error.message}`;
  return error;
}

export function startTracker({ telemetry, apiBaseUrl, consent }: TrackerOptions): Tracker {
  const context: ScrubContext = { origin: window.location.origin, apiBaseUrl, page: null, known: null };
  // Before the channel makes its buffer: `isStorageUseDisabled` alone takes effect only after that.
  if (!consent) utlDisableStorage();
  const sdk = new ApplicationInsights({
    config: sdkConfiguration({
      connectionString: telemetry.connectionString,
      maxBatchIntervalMs: telemetry.maxBatchIntervalMs,
      consent,
    }),
  });
  sdk.loadAppInsights();
  sdk.addTelemetryInitializer((item) => {
    scrubItem(item, context);
  });

  const reportVital = (metric: Metric) => {
    sdk.trackMetric(
      { name: metric.name, average: metric.value, sampleCount: 1 },
      { page: context.page ?? '', rating: metric.rating, navigationType: metric.navigationType },
    );
    // web-vitals reports CLS, INP (and LCP, if nothing was clicked) as the page is hidden: send now, the page
    // may be gone before the next batch.
    if (document.visibilityState === 'hidden') sdk.onunloadFlush(true);
  };
  onLCP(reportVital);
  onINP(reportVital);
  onCLS(reportVital);

  return {
    pageView: (page) => {
      context.page = page;
      sdk.trackPageView({ name: page, uri: `${window.location.origin}${page}` });
    },
    exception: (error, reported) => {
      const { name: _name, message: _message, ...fields } = error;
      sdk.trackException(
        { exception: reducedError(error), severityLevel: SeverityLevel.Error },
        { ...reported, ...fields },
      );
    },
    consent: () => {
      utlEnableStorage();
      sdk.getCookieMgr().setEnabled(true);
      // The SDK deferred the ai_user cookie while cookies were off; this writes it now with the same id.
      sdk.context.user.update(sdk.context.user.id);
    },
    knownValues: (values) => {
      context.known = knownValuesPattern(values);
    },
    flush: async () => {
      await sdk.flush(true);
    },
    stop: () => {
      void sdk.unload(false);
    },
  };
}
