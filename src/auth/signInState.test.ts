import { afterEach, describe, expect, it } from 'vitest';
import { User } from 'oidc-client-ts';
import { configureAuth } from './oidc';
import { authTestConfig, TEST_AUTHORITY } from './authTestConfig';
import { userStorageKey, usableStoredSignIn } from './signInState';

const NOW = Math.floor(Date.now() / 1000);

const user = (expiresAt: number) =>
  new User({
    access_token: 'karis-access-token',
    token_type: 'Bearer',
    refresh_token: 'karis-refresh-token',
    profile: { sub: 'kari', iss: TEST_AUTHORITY, aud: 'skogportal', exp: 0, iat: 0 },
    expires_at: expiresAt,
  });

afterEach(() => {
  window.sessionStorage.clear();
});

describe('the stored sign-in, read without oidc-client-ts', () => {
  it('reads the token and the person where the library stored them', async () => {
    await configureAuth(authTestConfig).storeUser(user(NOW + 600));
    expect(usableStoredSignIn(authTestConfig.oidc)).toEqual({
      accessToken: 'karis-access-token',
      sub: 'kari',
      expiresAt: NOW + 600,
    });
  });

  it('has no token to give when it must be renewed first, or when nobody is signed in', async () => {
    expect(usableStoredSignIn(authTestConfig.oidc)).toBeNull();
    await configureAuth(authTestConfig).storeUser(user(NOW + 5));
    expect(usableStoredSignIn(authTestConfig.oidc, window.sessionStorage, NOW)).toBeNull();
    await configureAuth(authTestConfig).storeUser(user(NOW - 60));
    expect(usableStoredSignIn(authTestConfig.oidc)).toBeNull();
  });

  it('takes nothing from a stored user of another shape or another eID', () => {
    const key = userStorageKey(authTestConfig.oidc.authority, authTestConfig.oidc.clientId);
    window.sessionStorage.setItem(key, '{not json');
    expect(usableStoredSignIn(authTestConfig.oidc)).toBeNull();
    window.sessionStorage.setItem(key, JSON.stringify({ access_token: 'x', expires_at: NOW + 600 }));
    expect(usableStoredSignIn(authTestConfig.oidc)).toBeNull();
    window.sessionStorage.setItem(
      userStorageKey('https://other-eid.example.no', authTestConfig.oidc.clientId),
      JSON.stringify({ access_token: 'x', expires_at: NOW + 600, profile: { sub: 'kari' } }),
    );
    expect(usableStoredSignIn(authTestConfig.oidc)).toBeNull();
  });
});
