import { describe, expect, it } from 'vitest';
import {
  runtimeConfigFromEnv,
  SANDBOX_TELEMETRY_KEY,
  sandboxTelemetryConnectionString,
} from './runtime-config.ts';

describe('runtimeConfigFromEnv: the session settings', () => {
  it('leaves them out by default, so the portal’s defaults apply', () => {
    expect(Object.keys(runtimeConfigFromEnv({}).oidc).sort()).toEqual([
      'acrValues',
      'authority',
      'clientId',
      'scope',
    ]);
  });

  it('takes them from the environment, the lifetime from the sandbox eID’s when not given', () => {
    const { oidc } = runtimeConfigFromEnv({
      OIDC_RENEW_BEFORE_EXPIRY_SECONDS: '5',
      OIDC_SESSION_CHECK_SECONDS: '10',
      OIDC_SESSION_WARNING_SECONDS: '120',
      OIDC_IDLE_SIGN_OUT_SECONDS: '900',
      EID_SESSION_TTL_SECONDS: '3600',
    });
    expect(oidc).toMatchObject({
      renewBeforeExpirySeconds: 5,
      sessionCheckSeconds: 10,
      sessionWarningSeconds: 120,
      idleSignOutSeconds: 900,
      sessionLifetimeSeconds: 3600,
    });
    expect(
      runtimeConfigFromEnv({ EID_SESSION_TTL_SECONDS: '3600', OIDC_SESSION_LIFETIME_SECONDS: '1800' }).oidc
        .sessionLifetimeSeconds,
    ).toBe(1800);
  });

  it('ignores values that are not whole seconds', () => {
    const { oidc } = runtimeConfigFromEnv({
      OIDC_SESSION_CHECK_SECONDS: 'soon',
      OIDC_RENEW_BEFORE_EXPIRY_SECONDS: '0',
    });
    expect(oidc).not.toHaveProperty('sessionCheckSeconds');
    expect(oidc).not.toHaveProperty('renewBeforeExpirySeconds');
  });
});

describe('runtimeConfigFromEnv: telemetry', () => {
  it('is off unless TELEMETRY_CONNECTION_STRING is set', () => {
    expect(runtimeConfigFromEnv({}).telemetry).toBeNull();
    expect(runtimeConfigFromEnv({ TELEMETRY_CONNECTION_STRING: ' ' }).telemetry).toBeNull();
  });

  it('points the sandbox at its own collector, with the test key', () => {
    const connectionString = sandboxTelemetryConnectionString({ SANDBOX_API_PORT: '4880' });
    expect(connectionString).toBe(
      `InstrumentationKey=${SANDBOX_TELEMETRY_KEY};IngestionEndpoint=http://127.0.0.1:4880/telemetry`,
    );
    expect(runtimeConfigFromEnv({ TELEMETRY_CONNECTION_STRING: connectionString }).telemetry).toBe(
      connectionString,
    );
  });

  it('adds a batch interval only when TELEMETRY_BATCH_INTERVAL_MS is a whole number', () => {
    expect(
      runtimeConfigFromEnv({ TELEMETRY_CONNECTION_STRING: 'cs', TELEMETRY_BATCH_INTERVAL_MS: '2000' })
        .telemetry,
    ).toEqual({ connectionString: 'cs', maxBatchIntervalMs: 2000 });
    expect(
      runtimeConfigFromEnv({ TELEMETRY_CONNECTION_STRING: 'cs', TELEMETRY_BATCH_INTERVAL_MS: 'soon' })
        .telemetry,
    ).toBe('cs');
  });
});
