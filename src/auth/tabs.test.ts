import { afterEach, describe, expect, it } from 'vitest';
import { clearClientSession } from '../session/clearSession';
import { authTestConfig as config } from './authTestConfig';
import { SESSION_END_KEY, userStorageKey } from './signInState';
import { acceptableAnswer, fromThisOrigin, handoverAnswer, takeRenewedTokens, tokenDigest } from './tabs';

const NOW = new Date('2026-11-28T09:00:00+01:00').getTime();
const HOUR = 60 * 60 * 1000;
const WARNING_MS = config.oidc.sessionWarningSeconds * 1000;
const USER_KEY = userStorageKey(config.oidc.authority, config.oidc.clientId);

const karisUser = (tokens: { access?: string; refresh?: string } = { access: 'a-1', refresh: 'r-1' }) =>
  JSON.stringify({
    ...(tokens.access ? { access_token: tokens.access } : {}),
    ...(tokens.refresh ? { refresh_token: tokens.refresh } : {}),
    token_type: 'Bearer',
    profile: { sub: 'kari' },
    expires_at: Math.floor(NOW / 1000) + 300,
  });

/** Kari signed in in this tab, her sign-in ending at `endsAt`. */
function karisTab(endsAt: number, user = karisUser()) {
  window.sessionStorage.setItem(USER_KEY, user);
  window.sessionStorage.setItem(SESSION_END_KEY, String(endsAt));
}

afterEach(() => {
  window.sessionStorage.clear();
});

describe('what a signed-in tab answers a new tab', () => {
  it('its stored user and the sign-in’s end, while it is signed in with both tokens', () => {
    karisTab(NOW + 4 * HOUR);
    expect(handoverAnswer(config, NOW)).toEqual({
      userKey: USER_KEY,
      user: karisUser(),
      sessionEndsAt: NOW + 4 * HOUR,
    });
  });

  it('nothing when nobody is signed in here', () => {
    expect(handoverAnswer(config, NOW)).toBeNull();
  });

  it('nothing in the sign-in’s last minutes (its warning time) or after its end', () => {
    karisTab(NOW + WARNING_MS);
    expect(handoverAnswer(config, NOW)).toBeNull();
    karisTab(NOW - 1000);
    expect(handoverAnswer(config, NOW)).toBeNull();
    karisTab(NOW + WARNING_MS + 1000);
    expect(handoverAnswer(config, NOW)).not.toBeNull();
  });

  it('nothing without a refresh token: the new tab could not renew', () => {
    karisTab(NOW + 4 * HOUR, karisUser({ access: 'a-1' }));
    expect(handoverAnswer(config, NOW)).toBeNull();
  });
});

describe('what a new tab takes', () => {
  const answer = { userKey: USER_KEY, user: karisUser(), sessionEndsAt: NOW + 4 * HOUR };

  it('a sign-in for this portal’s eID and client, with both tokens and time left', () => {
    expect(acceptableAnswer(answer, config, NOW)).toBe(true);
  });

  it('not one for another eID or client, nor one about to end, nor one without tokens', () => {
    expect(
      acceptableAnswer(
        { ...answer, userKey: userStorageKey('https://other.example', 'skogportal') },
        config,
        NOW,
      ),
    ).toBe(false);
    expect(acceptableAnswer({ ...answer, sessionEndsAt: NOW + WARNING_MS }, config, NOW)).toBe(false);
    expect(acceptableAnswer({ ...answer, user: karisUser({ refresh: 'r-1' }) }, config, NOW)).toBe(false);
    expect(acceptableAnswer({ ...answer, user: 'ikke json' }, config, NOW)).toBe(false);
  });

  it('messages only from a page of this origin', () => {
    expect(fromThisOrigin(window.location.origin)).toBe(true);
    expect(fromThisOrigin('https://angriper.example')).toBe(false);
    expect(fromThisOrigin('')).toBe(false);
    expect(fromThisOrigin('null')).toBe(false);
  });
});

describe('a renewal in another tab', () => {
  it('is taken when it spent the refresh token this tab holds', async () => {
    karisTab(NOW + 4 * HOUR);
    const renewed = karisUser({ access: 'a-2', refresh: 'r-2' });
    await expect(takeRenewedTokens(config, await tokenDigest('r-1'), renewed)).resolves.toBe(true);
    expect(window.sessionStorage.getItem(USER_KEY)).toBe(renewed);
  });

  it('is not taken when it spent another token, and the news never carries the spent token itself', async () => {
    karisTab(NOW + 4 * HOUR);
    const digest = await tokenDigest('r-0');
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    await expect(
      takeRenewedTokens(config, digest, karisUser({ access: 'a-9', refresh: 'r-9' })),
    ).resolves.toBe(false);
    expect(window.sessionStorage.getItem(USER_KEY)).toBe(karisUser());
  });

  // Last: a page that has cleared its session stays cleared.
  it('nothing is answered nor taken in a tab that has signed out', async () => {
    karisTab(NOW + 4 * HOUR);
    clearClientSession();
    karisTab(NOW + 4 * HOUR);
    expect(handoverAnswer(config, NOW)).toBeNull();
    await expect(
      takeRenewedTokens(config, await tokenDigest('r-1'), karisUser({ access: 'a-2', refresh: 'r-2' })),
    ).resolves.toBe(false);
  });
});
