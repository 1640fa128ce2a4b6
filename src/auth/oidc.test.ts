import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { User } from 'oidc-client-ts';
import { sandboxServer } from '../../tests/sandboxServer';
import type { PortalConfig } from '../config';
import { configureAuth, loadSignedInUser, signOut } from './oidc';

const AUTHORITY = 'https://eid.example.no';

const config: PortalConfig = {
  apiBaseUrl: '/api',
  oidc: {
    authority: AUTHORITY,
    clientId: 'skogportal',
    scope: 'openid profile',
    acrValues: null,
    renewBeforeExpirySeconds: 60,
    sessionCheckSeconds: 300,
    sessionLifetimeSeconds: 8 * 60 * 60,
    sessionWarningSeconds: 300,
  },
  mapTileUrl: 'https://tiles.example/{z}/{y}/{x}.png',
  propertyRegistryUrl: 'https://registry.example/eiendom/v1',
};

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
async function signedIn(): Promise<void> {
  const manager = configureAuth(config);
  await manager.storeUser(
    new User({
      access_token: 'karis-access-token',
      token_type: 'Bearer',
      id_token: 'karis-id-token',
      scope: 'openid profile',
      profile: { sub: 'kari', iss: AUTHORITY, aud: 'skogportal', exp: 0, iat: 0 },
      expires_at: Math.floor(Date.now() / 1000) + 600,
    }),
  );
  expect(await loadSignedInUser()).not.toBeNull();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('signOut', () => {
  it('revokes the access token at the eID when it offers revocation, then signs out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom cannot navigate to the eID
    const revoked: URLSearchParams[] = [];
    sandboxServer.use(
      discovery(true),
      http.post(`${AUTHORITY}/token/revocation`, async ({ request }) => {
        revoked.push(new URLSearchParams(await request.text()));
        return new HttpResponse(null, { status: 200 });
      }),
    );
    await signedIn();
    void signOut(); // ends in a redirect to the eID, which never settles in the test DOM

    await vi.waitFor(() => {
      expect(revoked).toHaveLength(1);
    });
    expect(Object.fromEntries(revoked[0] ?? [])).toEqual({
      token: 'karis-access-token',
      token_type_hint: 'access_token',
      client_id: 'skogportal',
    });
    await vi.waitFor(async () => {
      expect(await loadSignedInUser()).toBeNull();
    });
  });

  it('still signs out when the revocation fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sandboxServer.use(
      discovery(true),
      http.post(`${AUTHORITY}/token/revocation`, () =>
        HttpResponse.json({ error: 'unsupported_token_type' }, { status: 400 }),
      ),
    );
    await signedIn();
    void signOut();

    await vi.waitFor(() => {
      expect(warn).toHaveBeenCalledWith(
        'Kunne ikke trekke tilbake tokenene ved utlogging',
        expect.anything(),
      );
    });
    await vi.waitFor(async () => {
      expect(await loadSignedInUser()).toBeNull();
    });
  });

  it('does not try to revoke when the eID offers no revocation endpoint', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const revocation = vi.fn(() => new HttpResponse(null, { status: 200 }));
    sandboxServer.use(discovery(false), http.post(`${AUTHORITY}/*`, revocation));
    await signedIn();
    void signOut();

    await vi.waitFor(async () => {
      expect(await loadSignedInUser()).toBeNull();
    });
    expect(revocation).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});
