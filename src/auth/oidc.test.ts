import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { OidcClient, User, type UserManager } from 'oidc-client-ts';
import { sandboxServer } from '../../tests/sandboxServer';
import { authTestConfig, TEST_AUTHORITY } from './authTestConfig';
import { activateLocale } from '../i18n/i18n';
import { PARKED_FORMS_KEY } from '../session/formMemory';
import { clearClientSession } from '../session/clearSession';
import { consoleSink, resetErrorSink, setErrorSink, type ErrorSink } from '../telemetry/errorTracking';
import {
  checkSession,
  configureAuth,
  getAccessToken,
  LEAVING_PAGE_MS,
  loadSignedInUser,
  onSessionEnded,
  sessionEndsAt,
  signIn,
  signOut,
  signOutForInactivity,
} from './oidc';

const AUTHORITY = TEST_AUTHORITY;
const config = authTestConfig;

/** The eID's discovery document, with or without a revocation endpoint. */
const discovery = (revocation: boolean) =>
  http.get(`${AUTHORITY}/.well-known/openid-configuration`, () =>
    HttpResponse.json({
      issuer: AUTHORITY,
      authorization_endpoint: `${AUTHORITY}/auth`,
      token_endpoint: `${AUTHORITY}/token`,
      end_session_endpoint: `${AUTHORITY}/session/end`,
      jwks_uri: `${AUTHORITY}/jwks`,
      ...(revocation ? { revocation_endpoint: `${AUTHORITY}/token/revocation` } : {}),
    }),
  );

/** Signs Kari in as the callback would have: her tokens in session storage. */
/**
 * The managers a test made. Each renews its user on a timer (automaticSilentRenew); one left running would
 * renew, on a busy machine, during a later test, with that test's refresh token and token endpoint.
 */
const managers: UserManager[] = [];
const track = (manager: UserManager): UserManager => {
  managers.push(manager);
  return manager;
};

async function signedIn({
  expiresIn = 600,
  refreshToken,
}: { expiresIn?: number; refreshToken?: string } = {}) {
  const manager = track(configureAuth(config));
  await manager.storeUser(
    new User({
      access_token: 'karis-access-token',
      token_type: 'Bearer',
      id_token: 'karis-id-token',
      ...(refreshToken ? { refresh_token: refreshToken } : {}),
      scope: 'openid profile',
      profile: { sub: 'kari', iss: AUTHORITY, aud: 'skogportal', exp: 0, iat: 0 },
      expires_at: Math.floor(Date.now() / 1000) + expiresIn,
    }),
  );
  expect(await loadSignedInUser()).not.toBeNull();
  return manager;
}

/** Kari's tab with an access token that expired a minute ago, and a refresh token. */
async function storeExpiredUser() {
  await track(configureAuth(config)).storeUser(
    new User({
      access_token: 'old',
      token_type: 'Bearer',
      refresh_token: 'refresh-0',
      profile: { sub: 'kari', iss: AUTHORITY, aud: 'skogportal', exp: 0, iat: 0 },
      expires_at: Math.floor(Date.now() / 1000) - 60,
    }),
  );
}

/** The eID's token endpoint for refreshes: each answer in turn, recording the refresh tokens it was given. */
function tokenEndpoint(...answers: (() => Response)[]) {
  const used: string[] = [];
  sandboxServer.use(
    discovery(true),
    http.post(`${AUTHORITY}/token`, async ({ request }) => {
      used.push(new URLSearchParams(await request.text()).get('refresh_token') ?? '');
      const answer = answers[Math.min(used.length, answers.length) - 1];
      return answer ? answer() : HttpResponse.error();
    }),
  );
  return used;
}

const renewed = (n: number) => () =>
  HttpResponse.json({
    access_token: `access-${String(n)}`,
    refresh_token: `refresh-${String(n)}`,
    token_type: 'Bearer',
    expires_in: 600,
    scope: 'openid profile',
  });
const invalidGrant = () => HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });

afterEach(() => {
  managers.splice(0).forEach((manager) => {
    manager.stopSilentRenew();
  });
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('signOut', () => {
  /** Everything written to the console meanwhile, as text. */
  const consoleText = () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation(() => undefined),
    );
    return () => JSON.stringify(spies.flatMap((spy) => spy.mock.calls));
  };

  /** The eID's revocation endpoint, answering each token type as given; records what it was asked. */
  function revocationEndpoint(answer: (type: string | null) => Response = () => new HttpResponse(null)) {
    const revoked: URLSearchParams[] = [];
    sandboxServer.use(
      discovery(true),
      http.post(`${AUTHORITY}/token/revocation`, async ({ request }) => {
        const form = new URLSearchParams(await request.text());
        revoked.push(form);
        return answer(form.get('token_type_hint'));
      }),
    );
    return revoked;
  }

  afterEach(() => {
    resetErrorSink();
  });

  it('revokes the refresh token first, then the access token, then signs out', async () => {
    consoleText(); // jsdom cannot navigate to the eID, and says so
    const revoked = revocationEndpoint();
    await signedIn({ refreshToken: 'karis-refresh-token' });
    void signOut(); // ends in a redirect to the eID, which never settles in the test DOM

    await vi.waitFor(() => {
      expect(revoked).toHaveLength(2);
    });
    expect(revoked.map((form) => Object.fromEntries(form))).toEqual([
      { token: 'karis-refresh-token', token_type_hint: 'refresh_token', client_id: 'skogportal' },
      { token: 'karis-access-token', token_type_hint: 'access_token', client_id: 'skogportal' },
    ]);
    await vi.waitFor(async () => {
      expect(await loadSignedInUser()).toBeNull();
    });
  });

  it('goes on to the access token when the refresh token cannot be revoked, signs out, and prints no token nor the eID’s answer', async () => {
    const printed = consoleText();
    const reports = vi.fn<ErrorSink>();
    setErrorSink((error, context) => {
      reports(error, context);
      consoleSink(error, context);
    });
    const revoked = revocationEndpoint((type) =>
      type === 'refresh_token'
        ? HttpResponse.json(
            { error: 'invalid_request', error_description: 'ukjent token karis-refresh-token' },
            { status: 400 },
          )
        : new HttpResponse('karis-access-token er ikke et token vi kjenner', { status: 503 }),
    );
    await signedIn({ refreshToken: 'karis-refresh-token' });
    void signOut();

    await vi.waitFor(async () => {
      expect(await loadSignedInUser()).toBeNull();
    });
    expect(revoked.map((form) => form.get('token_type_hint'))).toEqual(['refresh_token', 'access_token']);
    expect(reports.mock.calls.map(([error, context]) => [error.code ?? error.name, context.token])).toEqual([
      ['invalid_request', 'refresh_token'],
      ['Error', 'access_token'],
    ]);
    expect(printed()).toContain('Utlogging: kunne ikke trekke tilbake token');
    expect(printed()).not.toMatch(/karis-|ukjent token|ikke et token/);
  });

  it('does not try to revoke when the eID offers no revocation endpoint', async () => {
    consoleText();
    const reports = vi.fn<ErrorSink>();
    setErrorSink(reports);
    const revocation = vi.fn(() => new HttpResponse(null, { status: 200 }));
    sandboxServer.use(discovery(false), http.post(`${AUTHORITY}/*`, revocation));
    await signedIn({ refreshToken: 'karis-refresh-token' });
    void signOut();

    await vi.waitFor(async () => {
      expect(await loadSignedInUser()).toBeNull();
    });
    expect(revocation).not.toHaveBeenCalled();
    expect(reports).not.toHaveBeenCalled();
  });

  it('signOutForInactivity revokes both tokens and ends the sign-in, but parks what Kari typed, saying why', async () => {
    consoleText();
    const revoked = revocationEndpoint();
    await signedIn({ refreshToken: 'karis-refresh-token' });
    window.sessionStorage.setItem('skjema:kontaktinformasjon', JSON.stringify({ city: 'Elverum' }));
    void signOutForInactivity(); // ends in a redirect to the eID, which never settles in the test DOM

    await vi.waitFor(() => {
      expect(revoked.map((form) => form.get('token_type_hint'))).toEqual(['refresh_token', 'access_token']);
    });
    await vi.waitFor(async () => {
      expect(await loadSignedInUser()).toBeNull();
    });
    const parked: unknown = JSON.parse(window.sessionStorage.getItem(PARKED_FORMS_KEY) ?? '{}');
    expect(parked).toMatchObject({
      sub: 'kari',
      because: 'idle',
      forms: { kontaktinformasjon: JSON.stringify({ city: 'Elverum' }) },
    });
  });
});

describe('renewal and the session check', () => {
  it('checkSession renews with the refresh token (rotated) and says the sign-in holds', async () => {
    const used = tokenEndpoint(renewed(1), renewed(2));
    await signedIn({ refreshToken: 'refresh-0' });

    await expect(checkSession()).resolves.toBe('active');
    await expect(getAccessToken()).resolves.toBe('access-1');
    await expect(checkSession()).resolves.toBe('active');
    expect(used).toEqual(['refresh-0', 'refresh-1']);
  });

  it('checkSession says ended when the eID answers invalid_grant, and throws on a network failure', async () => {
    tokenEndpoint(() => HttpResponse.error(), invalidGrant);
    await signedIn({ refreshToken: 'refresh-0' });
    await expect(checkSession()).rejects.toThrow();
    await expect(checkSession()).resolves.toBe('ended');
  });

  it('checkSession has nothing to ask with when there is no refresh token', async () => {
    const used = tokenEndpoint(renewed(1));
    await signedIn();
    await expect(checkSession()).resolves.toBe('unknown');
    expect(used).toEqual([]);
  });

  it('runs one renewal at a time: a rotated refresh token is never sent twice', async () => {
    const used = tokenEndpoint(renewed(1), renewed(2));
    const manager = await signedIn({ refreshToken: 'refresh-0' });
    const answers = await Promise.all([manager.signinSilent(), checkSession(), manager.signinSilent()]);
    expect(used).toEqual(['refresh-0']);
    expect(answers).toEqual([
      expect.objectContaining({ access_token: 'access-1' }),
      'active',
      expect.anything(),
    ]);
  });

  it('renews a token about to expire before an API call uses it', async () => {
    const used = tokenEndpoint(renewed(1));
    await signedIn({ refreshToken: 'refresh-0', expiresIn: 3 });
    await expect(getAccessToken()).resolves.toBe('access-1');
    expect(used).toEqual(['refresh-0']);
  });

  it('gives no token once the eID has ended the sign-in (the API then answers 401)', async () => {
    tokenEndpoint(invalidGrant);
    await signedIn({ refreshToken: 'refresh-0', expiresIn: 3 });
    await expect(getAccessToken()).resolves.toBeNull();
  });

  it('starts no renewal while the page is being left (its answer would be lost with the page), and renews if the page stays', async () => {
    const used = tokenEndpoint(renewed(1));
    await signedIn({ refreshToken: 'refresh-0' });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      window.dispatchEvent(new Event('beforeunload'));
      await expect(checkSession()).rejects.toThrow('Siden forlates');
      expect(used).toEqual([]);

      // Still here a moment later: the leave was cancelled (or a download), so the tab renews again.
      vi.advanceTimersByTime(LEAVING_PAGE_MS);
      await expect(checkSession()).resolves.toBe('active');
      expect(used).toEqual(['refresh-0']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('renews again at once on a page brought back from the back/forward cache', async () => {
    const used = tokenEndpoint(renewed(1));
    await signedIn({ refreshToken: 'refresh-0' });
    window.dispatchEvent(new Event('beforeunload'));
    window.dispatchEvent(new Event('pageshow'));
    await expect(checkSession()).resolves.toBe('active');
    expect(used).toEqual(['refresh-0']);
  });

  it('stores no tokens from a renewal that ends after the session was cleared', async () => {
    tokenEndpoint(renewed(1));
    const manager = await signedIn({ refreshToken: 'refresh-0' });
    const renewal = manager.signinSilent();
    clearClientSession();
    await renewal;
    expect(window.sessionStorage).toHaveLength(0);
  });
});

describe('a tab reloaded after a long pause', () => {
  it('is still signed in when the eID renews the expired token', async () => {
    tokenEndpoint(renewed(1));
    await signedIn({ refreshToken: 'refresh-0', expiresIn: -60 });
    expect(window.sessionStorage.getItem('oidc.user:https://eid.example.no:skogportal')).toContain(
      'access-1',
    );
  });

  it('keeps the forms when the sign-in ran out meanwhile', async () => {
    tokenEndpoint(invalidGrant);
    await storeExpiredUser();
    window.sessionStorage.setItem('skjema:notat', '"Hogst i mai"');
    window.sessionStorage.setItem('innlogging-utloper', String(Date.now() - 1000));
    expect(await loadSignedInUser()).toBeNull();
    expect(Object.keys(window.sessionStorage)).toEqual([PARKED_FORMS_KEY]);
  });
});

describe('a tab reloaded without network', () => {
  /** Kari's tab with an access token that expired while the network was gone. */
  async function expiredWithoutNetwork() {
    tokenEndpoint(() => HttpResponse.error());
    await storeExpiredUser();
  }

  const offline = () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  };

  it('stays signed in when the sign-in has not run out: the portal shows what it kept', async () => {
    await expiredWithoutNetwork();
    window.sessionStorage.setItem('innlogging-utloper', String(Date.now() + 60 * 60 * 1000));
    offline();
    expect((await loadSignedInUser())?.profile.sub).toBe('kari');
    // No token to send meanwhile: calls fail as any call without network does.
    await expect(getAccessToken()).rejects.toThrow('Innloggingen kunne ikke fornyes');
  });

  it('does not keep a sign-in that ran out meanwhile', async () => {
    await expiredWithoutNetwork();
    window.sessionStorage.setItem('innlogging-utloper', String(Date.now() - 1000));
    offline();
    await expect(loadSignedInUser()).rejects.toThrow();
  });

  it('asks the eID nothing while offline (a lost answer would spend the rotated refresh token)', async () => {
    const used = tokenEndpoint(renewed(1));
    await signedIn({ refreshToken: 'refresh-0' });
    offline();
    await expect(checkSession()).rejects.toThrow('Ingen nettforbindelse');
    expect(used).toEqual([]);

    // Back online: the next check renews as usual.
    vi.restoreAllMocks();
    await expect(checkSession()).resolves.toBe('active');
    expect(used).toEqual(['refresh-0']);
  });

  it('online, an eID that cannot be reached still means signing in again', async () => {
    await expiredWithoutNetwork();
    window.sessionStorage.setItem('innlogging-utloper', String(Date.now() + 60 * 60 * 1000));
    await expect(loadSignedInUser()).rejects.toThrow();
  });
});

describe('onSessionEnded', () => {
  const WARNING = config.oidc.sessionWarningSeconds;

  /** Kari signed in, a form in progress, and her session ending at `endsAt`. */
  async function withFormInProgress(endsAt: number) {
    await signedIn({ refreshToken: 'refresh-0' });
    window.sessionStorage.setItem('skjema:kontaktinformasjon', JSON.stringify({ city: 'Elverum' }));
    window.sessionStorage.setItem('innlogging-utloper', String(endsAt));
    expect(sessionEndsAt()).toBe(endsAt);
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom cannot navigate
  }

  it('keeps the forms (parked for Kari) when the eID ends the sign-in in the warning time', async () => {
    const now = Date.now();
    await withFormInProgress(now + (WARNING - 10) * 1000);
    onSessionEnded(now);
    expect(Object.keys(window.sessionStorage)).toEqual([PARKED_FORMS_KEY]);
    expect(JSON.parse(window.sessionStorage.getItem(PARKED_FORMS_KEY) ?? '{}')).toMatchObject({
      sub: 'kari',
      forms: { kontaktinformasjon: JSON.stringify({ city: 'Elverum' }) },
    });
  });

  it('keeps nothing when the sign-in was ended elsewhere, long before its end', async () => {
    const now = Date.now();
    await withFormInProgress(now + 2 * 60 * 60 * 1000);
    onSessionEnded(now);
    expect(window.sessionStorage).toHaveLength(0);
  });
});

describe('the eID in the portal’s language (#43)', () => {
  /** The addresses of the eID's pages the portal sends the browser to (jsdom does not go there). */
  function eidAddresses() {
    const signIns = vi.spyOn(OidcClient.prototype, 'createSigninRequest');
    const signOuts = vi.spyOn(OidcClient.prototype, 'createSignoutRequest');
    const urls = async (results: { value: Promise<{ url: string }> }[]) =>
      Promise.all(results.map(async ({ value }) => new URL((await value).url)));
    return {
      signIns: () => urls(signIns.mock.results as { value: Promise<{ url: string }> }[]),
      signOuts: () => urls(signOuts.mock.results as { value: Promise<{ url: string }> }[]),
    };
  }

  afterEach(async () => {
    await activateLocale('nb', { remember: false });
  });

  it('asks the eID for English pages (ui_locales=en) when the portal is in English, at sign-in and sign-out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom cannot navigate to the eID
    sandboxServer.use(discovery(false));
    const addresses = eidAddresses();
    await activateLocale('en', { remember: false });
    track(configureAuth(config));

    void signIn('/timberContract');
    await vi.waitFor(async () => {
      expect(await addresses.signIns()).toHaveLength(1);
    });
    const [signInUrl] = await addresses.signIns();
    expect(signInUrl?.pathname).toBe('/auth');
    expect(signInUrl?.searchParams.get('ui_locales')).toBe('en');

    await signedIn();
    void signOut();
    await vi.waitFor(async () => {
      expect(await addresses.signOuts()).toHaveLength(1);
    });
    const [signOutUrl] = await addresses.signOuts();
    expect(signOutUrl?.pathname).toBe('/session/end');
    expect(signOutUrl?.searchParams.get('ui_locales')).toBe('en');
  });

  it('asks for Norwegian (ui_locales=nb) when the portal is in Norwegian', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sandboxServer.use(discovery(false));
    const addresses = eidAddresses();
    track(configureAuth(config));

    void signIn('/timberContract');
    await vi.waitFor(async () => {
      expect(await addresses.signIns()).toHaveLength(1);
    });
    const [signInUrl] = await addresses.signIns();
    expect(signInUrl?.searchParams.get('ui_locales')).toBe('nb');
  });
});
