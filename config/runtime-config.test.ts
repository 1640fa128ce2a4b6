import { describe, expect, it } from 'vitest';
import { runtimeConfigFromEnv } from './runtime-config.ts';

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
      EID_SESSION_TTL_SECONDS: '3600',
    });
    expect(oidc).toMatchObject({
      renewBeforeExpirySeconds: 5,
      sessionCheckSeconds: 10,
      sessionWarningSeconds: 120,
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
