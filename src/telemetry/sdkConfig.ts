import type { IConfig, IConfiguration, ISenderConfig } from '@microsoft/applicationinsights-web';

/**
 * The telemetry constants of spec §8/§9, in one place and set explicitly below, although most are the
 * Application Insights SDK's own defaults: a later SDK that changes a default does not change the portal.
 */
export const TELEMETRY_LIMITS = {
  maxBatchIntervalMs: 15_000,
  maxBatchSizeInBytes: 102_400,
  eventsLimitInMem: 10_000,
  /**
   * The stored (session-storage) buffer. Not a setting of the SDK: it is SessionStorageSendBuffer.MAX_BUFFER_SIZE,
   * fixed at 2 000 in @microsoft/applicationinsights-channel-js (sdkConfig.test.ts checks it).
   */
  storedBufferItems: 2_000,
  sessionRenewalMs: 30 * 60 * 1000,
  sessionExpirationMs: 24 * 60 * 60 * 1000,
  maxAjaxCallsPerView: 500,
  /** The ai_user cookie. Not a setting either: the SDK's User context sets it for 365 days (31 536 000 s). */
  userCookieSeconds: 365 * 24 * 60 * 60,
  /**
   * Retried statuses (spec §8). The SDK's own list is the same; `retryCodes` pins it. Any other non-2xx is
   * dropped, 403 included.
   */
  retryCodes: [401, 408, 429, 500, 502, 503, 504],
  /**
   * Back-off between retries. Not settable: the SDK waits 10 s after the first failure, then a random
   * 1…(2^n − 1)/2 × 10 s after the n-th failure in a row, never less than 10 s nor more than 3 600 s, and
   * never sooner than the batch interval. It resends an item at most `maxRetryCount` times (the SDK's
   * default, pinned), then drops it. It does not read Retry-After.
   */
  backOffSeconds: { min: 10, max: 3_600 },
  maxRetryCount: 10,
} as const;

/** The SDK's channel (Sender), whose retry settings are not part of the root configuration's type. */
const CHANNEL_PLUGIN = 'AppInsightsChannelPlugin';
/** The SDK's configuration plugin: off, and without a URL, so it never fetches its CDN configuration. */
const CFG_SYNC_PLUGIN = 'AppInsightsCfgSyncPlugin';
const CFG_SYNC_MODE_NONE = 0;

export interface SdkSettings {
  connectionString: string;
  /** Null for the spec's; config.json may set a shorter one (the browser tests do). */
  maxBatchIntervalMs: number | null;
  /** Whether the person agreed to statistics cookies: without it, no cookie and no browser storage. */
  consent: boolean;
}

export function sdkConfiguration({
  connectionString,
  maxBatchIntervalMs,
  consent,
}: SdkSettings): IConfiguration & IConfig {
  return {
    connectionString,
    // Batching and buffers (spec §9).
    maxBatchInterval: maxBatchIntervalMs ?? TELEMETRY_LIMITS.maxBatchIntervalMs,
    maxBatchSizeInBytes: TELEMETRY_LIMITS.maxBatchSizeInBytes,
    eventsLimitInMem: TELEMETRY_LIMITS.eventsLimitInMem,
    enableSessionStorageBuffer: true,
    // Retries (spec §8).
    isRetryDisabled: false,
    // Sessions and ajax calls (spec §9).
    sessionRenewalMs: TELEMETRY_LIMITS.sessionRenewalMs,
    sessionExpirationMs: TELEMETRY_LIMITS.sessionExpirationMs,
    maxAjaxCallsPerView: TELEMETRY_LIMITS.maxAjaxCallsPerView,
    // Consent: cookies and the SDK's storage (the session-storage buffer, the ai_session backup in local
    // storage) only after 'Godta'; until then the SDK defers its cookies and keeps its buffer in memory.
    disableCookiesUsage: !consent,
    isStorageUseDisabled: !consent,
    // Pages are named by route pattern (src/app), not by the address the SDK would see.
    enableAutoRouteTracking: false,
    autoTrackPageVisitTime: false,
    // Uncaught errors already reach the SDK reduced, through src/telemetry/errorTracking; the SDK's own
    // handlers would send the raw message and stack.
    disableExceptionTracking: true,
    enableUnhandledPromiseRejectionTracking: false,
    // Ajax calls are tracked (named by the contract's path template in the scrubber), with no headers
    // recorded and no correlation headers sent to other origins.
    disableAjaxTracking: false,
    disableFetchTracking: false,
    enableRequestHeaderTracking: false,
    enableResponseHeaderTracking: false,
    enableAjaxErrorStatusText: false,
    enableCorsCorrelation: false,
    // The batch still leaves on 'pagehide' and a hidden tab. An 'unload' or 'beforeunload' listener keeps the
    // page out of the back/forward cache (Back on a phone reloads everything), and 'unload' is deprecated.
    disablePageUnloadEvents: ['unload', 'beforeunload'],
    extensionConfig: {
      [CHANNEL_PLUGIN]: {
        retryCodes: [...TELEMETRY_LIMITS.retryCodes],
        maxRetryCnt: TELEMETRY_LIMITS.maxRetryCount,
      } satisfies Partial<ISenderConfig>,
      [CFG_SYNC_PLUGIN]: { syncMode: CFG_SYNC_MODE_NONE, blkCdnCfg: true, cfgUrl: '' },
    },
  };
}
