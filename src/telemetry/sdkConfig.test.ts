import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sdkConfiguration, TELEMETRY_LIMITS } from './sdkConfig';

const connectionString = 'InstrumentationKey=7e1d5c3a-0b6f-4e2a-9c8d-5f4b3a2e1d0c';

describe('sdkConfiguration', () => {
  it('sets the constants of spec §9 as the SDK’s settings', () => {
    expect(sdkConfiguration({ connectionString, maxBatchIntervalMs: null, consent: false })).toMatchObject({
      connectionString,
      maxBatchInterval: 15_000,
      maxBatchSizeInBytes: 102_400,
      eventsLimitInMem: 10_000,
      enableSessionStorageBuffer: true,
      sessionRenewalMs: 30 * 60 * 1000,
      sessionExpirationMs: 24 * 60 * 60 * 1000,
      maxAjaxCallsPerView: 500,
    });
  });

  it('retries what spec §8 retries', () => {
    const config = sdkConfiguration({ connectionString, maxBatchIntervalMs: null, consent: false });
    expect(config.isRetryDisabled).toBe(false);
    expect(config.extensionConfig?.AppInsightsChannelPlugin).toEqual({
      retryCodes: [401, 408, 429, 500, 502, 503, 504],
      maxRetryCnt: 10,
    });
  });

  it('takes a batch interval from config.json', () => {
    expect(
      sdkConfiguration({ connectionString, maxBatchIntervalMs: 2000, consent: false }).maxBatchInterval,
    ).toBe(2000);
  });

  it('uses no cookie and no storage until the person agrees', () => {
    expect(sdkConfiguration({ connectionString, maxBatchIntervalMs: null, consent: false })).toMatchObject({
      disableCookiesUsage: true,
      isStorageUseDisabled: true,
    });
    expect(sdkConfiguration({ connectionString, maxBatchIntervalMs: null, consent: true })).toMatchObject({
      disableCookiesUsage: false,
      isStorageUseDisabled: false,
    });
  });

  it('lets the SDK report no error of its own and fetch no configuration from its CDN', () => {
    const config = sdkConfiguration({ connectionString, maxBatchIntervalMs: null, consent: false });
    expect(config.disableExceptionTracking).toBe(true);
    expect(config.enableAutoRouteTracking).toBe(false);
    expect(config.extensionConfig?.AppInsightsCfgSyncPlugin).toEqual({
      syncMode: 0,
      blkCdnCfg: true,
      cfgUrl: '',
    });
  });
});

/**
 * What spec §8/§9 asks for that the SDK has no setting for: fixed in its code. Read from the installed SDK,
 * so an upgrade that changes them fails here rather than unnoticed.
 */
describe('the SDK’s fixed values', () => {
  const source = (pkg: string, file: string) =>
    readFileSync(join(process.cwd(), 'node_modules', '@microsoft', pkg, 'dist-es5', file), 'utf8');

  it('keeps at most 2 000 items in its session-storage buffer', () => {
    expect(source('applicationinsights-channel-js', 'SendBuffer.js')).toContain(
      `SessionStorageSendBuffer.MAX_BUFFER_SIZE = ${String(TELEMETRY_LIMITS.storedBufferItems)};`,
    );
  });

  it('sets the user cookie for one year', () => {
    expect(source('applicationinsights-properties-js', 'Context/User.js')).toContain(
      `var oneYear = ${String(TELEMETRY_LIMITS.userCookieSeconds)};`,
    );
  });

  it('backs off from 10 s to at most 3 600 s', () => {
    const sender = source('applicationinsights-channel-js', 'Sender.js');
    expect(sender).toContain(`var SlotDelayInSeconds = ${String(TELEMETRY_LIMITS.backOffSeconds.min)};`);
    expect(sender).toContain(`mathMin(backOffDelay, ${String(TELEMETRY_LIMITS.backOffSeconds.max)})`);
  });
});
