import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { User } from 'oidc-client-ts';
import { authTestConfig, TEST_AUTHORITY } from './authTestConfig';
import { QUIET_MS } from '../whenQuiet';
import { RENEWAL_UNDER_WAY_KEY } from './signInState';

const AUTHORITY = TEST_AUTHORITY;
const config = authTestConfig;

const karisUser = () =>
  new User({
    access_token: 'karis-access-token',
    token_type: 'Bearer',
    id_token: 'karis-id-token',
    scope: 'openid profile',
    profile: { sub: 'kari', iss: AUTHORITY, aud: 'skogportal', exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + 600,
  });

/** A fresh page: the facade and the sign-in module with nothing loaded or configured yet. */
async function freshPage() {
  vi.resetModules();
  const oidc = await import('./oidc');
  const configureAuth = vi.spyOn(oidc, 'configureAuth');
  const auth = await import('./auth');
  return { auth, oidc, configureAuth };
}

beforeEach(() => {
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('loading the sign-in only when there is one', () => {
  it('a tab with Kari signed in calls with her stored token at once, and configures the library when idle', async () => {
    // Kari's tokens as the callback left them, written by the library's own store.
    const first = await freshPage();
    const { holdsSignIn } = await import('./signInState');
    expect(holdsSignIn()).toBe(false);
    await first.oidc.configureAuth(config).storeUser(karisUser());
    expect(holdsSignIn()).toBe(true);

    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    try {
      const { auth, configureAuth } = await freshPage();
      auth.startAuth(config);
      expect(auth.storedSignIn()).toMatchObject({ accessToken: 'karis-access-token', sub: 'kari' });
      await expect(auth.getAccessToken()).resolves.toBe('karis-access-token');
      expect(configureAuth).not.toHaveBeenCalled();

      // jsdom has no requestIdleCallback: the portal falls back to a timer after the load event.
      await vi.advanceTimersByTimeAsync(QUIET_MS + 100);
      await vi.waitFor(() => {
        expect(configureAuth).toHaveBeenCalledTimes(1);
      });
      await expect(auth.loadSignedInUser()).resolves.toMatchObject({ profile: { sub: 'kari' } });
      await expect(auth.getAccessToken()).resolves.toBe('karis-access-token');
      expect(configureAuth).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a tab whose token must be renewed loads the library at once and asks it for the token', async () => {
    const first = await freshPage();
    const expiring = karisUser();
    expiring.expires_at = Math.floor(Date.now() / 1000) + 3;
    await first.oidc.configureAuth(config).storeUser(expiring);

    const { auth, configureAuth } = await freshPage();
    auth.startAuth(config);
    expect(auth.storedSignIn()).toBeNull();
    await vi.waitFor(() => {
      expect(configureAuth).toHaveBeenCalledTimes(1);
    });
  });

  it('a tab whose token is due for renewal within the idle wait loads the library at once, still calling with the token meanwhile', async () => {
    // The page before may have been left while its renewal was on the way: the spent refresh token is taken
    // again only for a short while, so the renewal must not wait for an idle moment.
    const first = await freshPage();
    const dueSoon = karisUser();
    dueSoon.expires_at = Math.floor(Date.now() / 1000) + config.oidc.renewBeforeExpirySeconds + 10;
    await first.oidc.configureAuth(config).storeUser(dueSoon);

    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    try {
      const { auth, configureAuth } = await freshPage();
      auth.startAuth(config);
      expect(auth.storedSignIn()).toMatchObject({ accessToken: 'karis-access-token' });
      // Well within the idle fallback's wait (QUIET_MS after load), which fake timers would otherwise run.
      await vi.waitFor(
        () => {
          expect(configureAuth).toHaveBeenCalledTimes(1);
        },
        { timeout: QUIET_MS / 2 },
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('a page that follows one left mid-renewal renews at once, while the eID still takes the spent token', async () => {
    const first = await freshPage();
    await first.oidc.configureAuth(config).storeUser(karisUser());
    window.sessionStorage.setItem(RENEWAL_UNDER_WAY_KEY, String(Date.now() - 5_000));

    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    try {
      const { auth, oidc } = await freshPage();
      const redo = vi.spyOn(oidc, 'redoCutRenewal').mockResolvedValue(undefined);
      auth.startAuth(config);
      await vi.waitFor(
        () => {
          expect(redo).toHaveBeenCalledTimes(1);
        },
        { timeout: QUIET_MS / 2 },
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('a renewal cut short longer ago than the reuse interval is not hurried', async () => {
    const first = await freshPage();
    await first.oidc.configureAuth(config).storeUser(karisUser());
    window.sessionStorage.setItem(RENEWAL_UNDER_WAY_KEY, String(Date.now() - 60_000));
    const { auth, oidc } = await freshPage();
    const redo = vi.spyOn(oidc, 'redoCutRenewal').mockResolvedValue(undefined);
    auth.startAuth(config);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(redo).not.toHaveBeenCalled();
  });

  it('a tab reloaded outside the signed-in layout sends its sign-in with the first call (Nils registering)', async () => {
    // Nothing but the call asks for the sign-in on the registration and order-by-code pages: the token must
    // come from session storage, or the API answers 401 and the person is signed out with the form lost.
    const first = await freshPage();
    await first.oidc.configureAuth(config).storeUser(karisUser());

    const { auth } = await freshPage();
    auth.startAuth(config);
    await expect(auth.getAccessToken()).resolves.toBe('karis-access-token');
  });

  it('a tab without a sign-in loads nothing at start-up and has no token; signing in loads it', async () => {
    const { auth, configureAuth } = await freshPage();
    auth.startAuth(config);
    await expect(auth.getAccessToken()).resolves.toBeNull();
    expect(configureAuth).not.toHaveBeenCalled();

    await expect(auth.loadSignedInUser()).resolves.toBeNull();
    expect(configureAuth).toHaveBeenCalledTimes(1);
    await auth.loadAuth();
    expect(configureAuth).toHaveBeenCalledTimes(1);
  });
});
